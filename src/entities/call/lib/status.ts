import type { Call } from '@/shared/api';

/** 'active' counts as started; everything else is ended (spec 01 §4). */
export function isCallActive(call: Pick<Call, 'status'>): boolean {
  return call.status === 'active';
}
