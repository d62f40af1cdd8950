import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatPrice,
  MOVEMENT_KIND_WORDS,
  TILL_MOVEMENT_KINDS,
  TILL_MOVEMENT_MAX,
  TILL_MOVEMENT_NOTE_MAX,
  tillMovementRequestSchema,
  type TillMovementInput,
  type TillMovementKind,
} from '@padel/contracts';
import { useState, type FormEvent } from 'react';
import { AskOwner } from '@/components/ui/ask-owner';
import { notifyFailure } from '@/lib/failure-message';
import { landedOnWords } from '@/lib/landed-on';
import { numberInputValue } from '@/lib/number-input';
import { needsOwnerApproval } from '@/lib/owner-approvals';
import { useRecordTillMovement } from '../api/day-close';

/**
 * Cash put into or taken out of the drawer, with staff's reason (docs/till.md#day-close); on the
 * Till screen and the day close's.
 */
export function TillMovementForm() {
  const [kind, setKind] = useState<TillMovementKind>('opening-float');
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const record = useRecordTillMovement();
  // Staff's pay-in or pay-out above the owner's amount: what to ask the owner for, and why not.
  const [ownerAsk, setOwnerAsk] = useState<{ movement: TillMovementInput; refusal: string }>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = tillMovementRequestSchema.safeParse({
      kind,
      amount: numberInputValue(amount),
      note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setOwnerAsk(undefined);
    record.mutate(parsed.data, {
      onSuccess: (movement) => {
        const what = `${MOVEMENT_KIND_WORDS[movement.kind]} of ${formatPrice(Math.abs(movement.amount))}`;
        // A closed day takes nothing more: say which day it landed on, and keep it on screen.
        notifications.show(
          movement.landedOn
            ? {
                color: 'orange',
                title: `${what} recorded`,
                message: landedOnWords(movement.landedOn),
                autoClose: false,
              }
            : { color: 'green', message: `${what} recorded on ${movement.businessDay}.` },
        );
        setAmount('');
        setNote('');
      },
      onError: (error) =>
        needsOwnerApproval(error)
          ? setOwnerAsk({ movement: parsed.data, refusal: error.message })
          : notifyFailure(error, 'Could not record the movement.'),
    });
  };

  // "Ask the owner" (docs/till.md#till-movements) is a form of its own, so it sits after this
  // one: a form inside a form is not HTML, and the browser sent the inner one itself, reloading
  // the page before the request was asked.
  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label="Drawer movement">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label="Movement"
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as TillMovementKind)}
              data={TILL_MOVEMENT_KINDS.map((value) => ({
                value,
                label: MOVEMENT_KIND_WORDS[value],
              }))}
            />
            <NumberInput
              label="Amount (PKR)"
              required
              min={1}
              max={TILL_MOVEMENT_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              value={amount}
              onChange={setAmount}
              error={errors.amount}
            />
            <TextInput
              label="Reason"
              required
              maxLength={TILL_MOVEMENT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={errors.note}
            />
          </SimpleGrid>
          <Button
            type="submit"
            variant="default"
            loading={record.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Record movement
          </Button>
        </Stack>
      </form>
      {ownerAsk && (
        <AskOwner
          key={JSON.stringify(ownerAsk.movement)}
          ask={{ kind: 'till-movement', movement: ownerAsk.movement }}
          refusal={ownerAsk.refusal}
        />
      )}
    </Stack>
  );
}
