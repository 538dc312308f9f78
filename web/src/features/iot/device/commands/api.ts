// Device commands, sagoo-iot-api.md §7.1 (property set) and §7.2 (function do), answered with the
// device's reply, plus ours: a device's command history. The wire types are the contract's (command.ts).
import type { CommandAnswer, CommandListData } from '@iot/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { DEVICE_KEY } from '../api';

/** The server waits this many seconds for the reply unless told, and at most MAX (contract command.ts). */
export const COMMAND_TIMEOUT_DEFAULT = 10;
export const COMMAND_TIMEOUT_MAX = 45;

export interface PropertySetRequest {
  deviceKey: string;
  params: Record<string, unknown>;
  timeout?: number;
}
export interface FunctionDoRequest extends PropertySetRequest {
  funcKey: string;
}

export interface CommandListParams {
  deviceKey: string;
  pageNum: number;
  pageSize: number;
}

export const commandApi = {
  setProperty: (body: PropertySetRequest) => http.post<CommandAnswer>('/api/v1/product/property/set', body),
  invoke: (body: FunctionDoRequest) => http.post<CommandAnswer>('/api/v1/product/function/do', body),
  list: (params: CommandListParams) => http.get<CommandListData>('/api/v1/product/device/command/list', params),
};

/** Every history page of one device: a command refreshes them all. */
export const COMMANDS_KEY = (deviceKey: string) => [...DEVICE_KEY, 'commands', deviceKey] as const;

export const commandHistoryQuery = (params: CommandListParams) =>
  queryOptions({
    queryKey: [...COMMANDS_KEY(params.deviceKey), params.pageNum, params.pageSize] as const,
    queryFn: () => commandApi.list(params),
    placeholderData: keepPreviousData,
  });

/** What a command form sends: a property set, or a service's invocation. */
export type CommandRequest = ({ kind: 'set' } & PropertySetRequest) | ({ kind: 'invoke' } & FunctionDoRequest);

/** Sends a command; whatever the outcome, the device's history is refetched (it records failures too). */
export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: CommandRequest) =>
      kind === 'set' ? commandApi.setProperty(body) : commandApi.invoke(body as FunctionDoRequest),
    onSettled: (_data, _error, request) => queryClient.invalidateQueries({ queryKey: COMMANDS_KEY(request.deviceKey) }),
  });
}
