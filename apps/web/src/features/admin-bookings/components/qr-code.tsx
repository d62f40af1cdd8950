import { useEffect, useState } from 'react';

interface QrMatrix {
  size: number;
  path: string;
}

const QUIET_ZONE = 4;

/** One SVG path of the dark modules: no HTML strings, nothing to inject. */
async function qrMatrix(value: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
  /** Called once the code is drawn (the invoice prints only then). */
  onReady?: () => void;
}

/** A QR code drawn as SVG (the `qrcode` library is loaded only when one is needed). */
export function QrCode({ value, label, size = 132, onReady }: QrCodeProps) {
  const [matrix, setMatrix] = useState<{ value: string; matrix: QrMatrix } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    qrMatrix(value).then(
      (result) => {
        if (live) setMatrix({ value, matrix: result });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [value]);

  const ready = matrix?.value === value;
  useEffect(() => {
    if (ready || failed) onReady?.();
    // Report readiness once per drawn value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, failed]);

  if (failed) return null;
  if (!ready) return <div style={{ width: size, height: size }} aria-hidden="true" />;
  const total = matrix.matrix.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${total} ${total}`}
      shapeRendering="crispEdges"
      data-testid="invoice-qr"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={total} height={total} fill="#fff" />
      <path d={matrix.matrix.path} fill="#000" />
    </svg>
  );
}
