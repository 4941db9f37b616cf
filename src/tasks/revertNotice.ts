// The toast after a task revert (doc 2 §6): both counts pluralised ('1 product reverted (1 tag to update)');
// polyglot pluralises one smart_count per message, so the tag count is a message of its own.
import type { TranslateFunction } from 'ra-core';

export function revertNotice(translate: TranslateFunction, answer: { reverted: number; tagCount: number }) {
  return translate('app.tasks.reverted', {
    smart_count: answer.reverted,
    tags: translate('app.tasks.tagsToUpdate', { smart_count: answer.tagCount }),
  });
}
