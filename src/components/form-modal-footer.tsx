import { Button } from '@chakra-ui/react';

/**
 * The footer of a modal form: Cancel (disabled while saving) and the submit button, which submits the
 * form `formId` from outside it and shows the save in progress.
 */
export function FormModalFooter({
  formId,
  submitLabel,
  pending,
  submitDisabled,
  onCancel,
}: {
  formId: string;
  submitLabel: string;
  pending: boolean;
  /** E.g. nothing to submit yet, or already done. */
  submitDisabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="outline" colorPalette="neutral" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
