// The questions the assign flow asks mid-way (family ticket choice, "continue with unknown products?"), as
// promises the flow awaits while AssignPrompts shows them.
import { useCallback, useRef, useState } from 'react';
import type { FamilyChoice } from '../../../domain/assignRules';

export type Prompt = { kind: 'confirm'; message: string } | { kind: 'family'; families: FamilyChoice[] };

/** the answer to a family prompt: a family, `null` for the product only, `undefined` for cancel */
export type FamilyAnswer = FamilyChoice | null | undefined;

export function usePrompts() {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const resolver = useRef<((value: boolean | FamilyAnswer) => void) | null>(null);

  const ask = useCallback(<T extends boolean | FamilyAnswer>(next: Prompt) => {
    return new Promise<T>((resolve) => {
      resolver.current = resolve as (value: boolean | FamilyAnswer) => void;
      setPrompt(next);
    });
  }, []);

  const confirm = useCallback((message: string) => ask<boolean>({ kind: 'confirm', message }), [ask]);
  const chooseFamily = useCallback(
    (families: FamilyChoice[]) => ask<FamilyAnswer>({ kind: 'family', families }),
    [ask],
  );
  const answer = useCallback((value: boolean | FamilyAnswer) => {
    const resolve = resolver.current;
    resolver.current = null;
    setPrompt(null);
    resolve?.(value);
  }, []);

  return { prompt, confirm, chooseFamily, answer };
}
