import { observer } from 'mobx-react-lite';
import { useStores } from '../StoreContext';
import { EmailVerificationDialog } from './EmailVerificationDialog';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { FullRegistrationDialog } from './FullRegistrationDialog';
import { LiveGamesDialog } from './LiveGamesDialog';
import { LoginDialog } from './LoginDialog';
import { NewVersionDialog } from './NewVersionDialog';
import { NoticeDialog } from './NoticeDialog';
import { OfferDepositDialog } from './OfferDepositDialog';
import { PayoutDialog } from './PayoutDialog';
import { PhoneLoginDialog } from './PhoneLoginDialog';
import { PlayGameDialog } from './PlayGameDialog';
import { RealityCheckDialog } from './RealityCheckDialog';
import { RegisterDialog } from './RegisterDialog';
import { ResponsibleGamingPopups } from './ResponsibleGamingPopups';
import { RulesDialog } from './RulesDialog';
import { SegmentNoticeDialog } from './SegmentNoticeDialog';

/** Renders whichever dialogs the ui store has open. */
export const DialogsHost = observer(function DialogsHost() {
  const { ui, session, gameInfo, playGame } = useStores();
  const loggedIn = session.loggedIn;
  return (
    <>
      {ui.isOpen('login') && !loggedIn && <LoginDialog />}
      {ui.isOpen('phoneLogin') && !loggedIn && <PhoneLoginDialog />}
      {ui.isOpen('register') && !loggedIn && <RegisterDialog />}
      {ui.isOpen('forgotPassword') && !loggedIn && <ForgotPasswordDialog />}
      {ui.isOpen('segmentNotice') && loggedIn && <SegmentNoticeDialog />}
      {ui.isOpen('fullRegistration') && loggedIn && <FullRegistrationDialog />}
      {ui.isOpen('emailVerification') && loggedIn && <EmailVerificationDialog />}
      {ui.isOpen('afterFullRegistrationEmail') && loggedIn && (
        <EmailVerificationDialog modal="afterFullRegistrationEmail" />
      )}
      {ui.isOpen('afterFullRegistrationDeposit') && loggedIn && (
        <OfferDepositDialog modal="afterFullRegistrationDeposit" />
      )}
      {ui.isOpen('notEnoughFunds') && loggedIn && <OfferDepositDialog modal="notEnoughFunds" />}
      {gameInfo.dialog?.kind === 'payout' && <PayoutDialog />}
      {gameInfo.dialog?.kind === 'rules' && <RulesDialog />}
      {playGame.gameInstanceId !== null && loggedIn && <PlayGameDialog />}
      {playGame.liveGamesOpen && <LiveGamesDialog />}
      <NoticeDialog />
      {loggedIn && <RealityCheckDialog />}
      <ResponsibleGamingPopups />
      {ui.newVersionAvailable && <NewVersionDialog />}
    </>
  );
});
