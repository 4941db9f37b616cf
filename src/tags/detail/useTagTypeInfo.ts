// Tag type info (doc 1 §3, §4 "success loads tag type info"): GET /tag/type/info once per session, cached for the
// session (TanStack cache without expiry, and sessionStorage across reloads); until it answers, and for a type the
// server does not list, the type code is decoded locally with the same table (domain/tagTypes.ts).
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { decodeTagType } from '../../../domain/tagTypes';
import type { TagTypeInfo } from '../../../domain/generated/calls';
import { tagKeys, tagCalls } from '../../generated/client';

const STORAGE_KEY = 'esl.tagTypeInfo';

function cached(): TagTypeInfo[] | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as TagTypeInfo[]) : undefined;
  } catch {
    return undefined;
  }
}

export function useTagTypeInfo(): (tagType: string | null | undefined) => TagTypeInfo | undefined {
  const { data } = useQuery({
    queryKey: [...tagKeys.typeInfo(), 'data'],
    queryFn: async ({ signal }) => {
      const answer = await tagCalls.typeInfo({ signal });
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer.data));
      return answer.data;
    },
    initialData: cached,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return useCallback(
    (tagType) => {
      if (!tagType) return undefined;
      return data?.find((t) => t.tagType === tagType.toUpperCase()) ?? decodeTagType(tagType);
    },
    [data],
  );
}
