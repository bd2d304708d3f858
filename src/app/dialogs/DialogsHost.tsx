import { observer } from 'mobx-react-lite';
import { useStores } from '../StoreContext';
import { lazyDialog } from './lazyDialog';
import { NoticeDialog } from './NoticeDialog';
import { ProcessingDialog } from './ProcessingDialog';
import { RealityCheckDialog } from './RealityCheckDialog';
import { ResponsibleGamingPopups } from './ResponsibleGamingPopups';

// Each dialog's code (and the stores it reads) loads when it first opens: none is in the lobby's
// first load. The notices, the reality check and the responsible-gaming popups stay at hand.
const EmailVerificationDialog = lazyDialog(
  () => import('./EmailVerificationDialog').then((m) => m.EmailVerificationDialog),
  ['account'],
);
const ForgotPasswordDialog = lazyDialog(
  () => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
  ['account'],
);
const FullRegistrationDialog = lazyDialog(
  () => import('./FullRegistrationDialog').then((m) => m.FullRegistrationDialog),
  ['registration'],
);
const LiveGamesDialog = lazyDialog(() => import('./LiveGamesDialog').then((m) => m.LiveGamesDialog));
const LoginDialog = lazyDialog(() => import('./LoginDialog').then((m) => m.LoginDialog));
const NewVersionDialog = lazyDialog(() => import('./NewVersionDialog').then((m) => m.NewVersionDialog));
const OfferDepositDialog = lazyDialog(() => import('./OfferDepositDialog').then((m) => m.OfferDepositDialog));
const PayoutDialog = lazyDialog(() => import('./PayoutDialog').then((m) => m.PayoutDialog));
const PhoneLoginDialog = lazyDialog(() => import('./PhoneLoginDialog').then((m) => m.PhoneLoginDialog));
const PlayGameDialog = lazyDialog(() => import('./PlayGameDialog').then((m) => m.PlayGameDialog));
const RegisterDialog = lazyDialog(
  () => import('./RegisterDialog').then((m) => m.RegisterDialog),
  ['registration'],
);
const RulesDialog = lazyDialog(() => import('./RulesDialog').then((m) => m.RulesDialog));
const SegmentNoticeDialog = lazyDialog(
  () => import('./SegmentNoticeDialog').then((m) => m.SegmentNoticeDialog),
  ['registration'],
);

/** Starts loading a dialog the page will open (?login, ?signup) before the shell can show it. */
export function preloadDialog(name: 'login' | 'register'): void {
  void (name === 'login' ? LoginDialog : RegisterDialog).preload().catch(() => undefined);
}

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
      <ProcessingDialog />
      {loggedIn && <RealityCheckDialog />}
      <ResponsibleGamingPopups />
      {ui.newVersionAvailable && <NewVersionDialog />}
    </>
  );
});
