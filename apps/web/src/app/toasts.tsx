import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import {
  PHONE_MEDIA_QUERY,
  TOAST_ERROR_MS,
  TOAST_LIMIT,
  TOAST_PHONE_POSITION,
  TOAST_POSITION,
} from '@/lib/notify';
import layoutClasses from './layout/layout.module.css';

/** Where toasts appear (lib/notify.ts): top-right below the header bar; at the bottom on a phone. */
export function Toasts() {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? TOAST_PHONE_POSITION : TOAST_POSITION}
      limit={TOAST_LIMIT}
      autoClose={TOAST_ERROR_MS}
      classNames={{ root: layoutClasses.toasts }}
    />
  );
}
