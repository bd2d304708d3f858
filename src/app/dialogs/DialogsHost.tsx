import { observer } from 'mobx-react-lite';
import { useStores } from '../StoreContext';
import { LoginDialog } from './LoginDialog';
import { NewVersionDialog } from './NewVersionDialog';
import { NoticeDialog } from './NoticeDialog';
import { RegisterDialog } from './RegisterDialog';

/** Renders whichever dialogs the ui store has open. */
export const DialogsHost = observer(function DialogsHost() {
  const { ui, session } = useStores();
  return (
    <>
      {ui.isOpen('login') && !session.loggedIn && <LoginDialog />}
      {ui.isOpen('register') && !session.loggedIn && <RegisterDialog />}
      <NoticeDialog />
      {ui.newVersionAvailable && <NewVersionDialog />}
    </>
  );
});
