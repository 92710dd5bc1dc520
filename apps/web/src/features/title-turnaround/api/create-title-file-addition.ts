import { type CreateTitleFileAdditionBody, ZTitleFileAddition } from '@hub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTurnaround } from './invalidate-turnaround';

/** POST /title-file-additions (201, the added file). */
const createTitleFileAddition = (body: CreateTitleFileAdditionBody) =>
  api.post('/title-file-additions', body, { schema: ZTitleFileAddition });

/** Reloads the turnaround once the file is added (it joins its officer's files). */
export function useCreateTitleFileAddition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTitleFileAddition,
    onSuccess: () => invalidateTurnaround(queryClient),
  });
}
