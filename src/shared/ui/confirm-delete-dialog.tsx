// The one dialog that deletes an item of a list after a confirmation naming it: "Delete <noun>"
// as its title and red button, the question (the page's words), the mutation's busy state, and
// its refusal in the dialog ("The <noun> was not deleted"), which stays open. Cancel clears the
// refusal, so the dialog opens clean next time. The page keeps the mutation (its generated hook)
// and says what deleting one means.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ActionDialog, mutationDialogProps, type DialogMutation } from './action-dialog';

export interface ConfirmDeleteDialogProps<T> {
  /** The item to delete; null: closed. */
  item: T | null;
  /** What it is, e.g. 'user'. */
  noun: string;
  mutation: DialogMutation;
  /** Sends the delete of this item. */
  onDelete: (item: T) => void;
  onClose: () => void;
  testId?: string;
  /** The question, naming the item. */
  children: ReactNode;
}

export function ConfirmDeleteDialog<T>({ item, noun, mutation, onDelete, onClose, testId, children }: ConfirmDeleteDialogProps<T>) {
  return (
    <ActionDialog
      question
      opened={item !== null}
      title={`Delete ${noun}`}
      actionLabel={`Delete ${noun}`}
      danger
      {...mutationDialogProps(mutation, `The ${noun} was not deleted`, onClose)}
      onAction={() => item !== null && onDelete(item)}
      testId={testId}
    >
      <Text>{children}</Text>
    </ActionDialog>
  );
}
