/**
 * A file or a fetched blob as a data URL: what the receipt upload sends, and what staff's receipt
 * shows (a string the page lets go of by itself, unlike an object URL).
 */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
}
