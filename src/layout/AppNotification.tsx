import { Notification } from 'react-admin';

/** toasts bottom right, 10 seconds (doc 1 §2.2, §9) */
export function AppNotification() {
  return <Notification autoHideDuration={10000} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;
}
