import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import { SoundSettingsScreen } from '../sound/SoundSettingsScreen';
import { usePrefersReducedMotion } from '../../app/stage/usePrefersReducedMotion';
import { PlayoutStageChoice } from './PlayoutStageChoice';
import { PreShowCard } from './PreShowCard';
import '../../styles/playout.css';
import { useSceneTexts } from './useSceneTexts';
import { useStageSound } from '../../app/stage/useStageSound';
import { WinnersList } from './WinnersList';
import { DrawTextPanel } from './DrawTextPanel';
import { playoutMsOf } from './playoutPace';

/**
 * /playout?id=: the draw as an animated show. Live while the game runs (the playout store follows
 * its pushes and fetches the server's results once drawn); an ended game, or &replay=1, is replayed
 * from its results (REPLAY1), starting 5 s after load. /playout?sound=1 is the sound settings screen
 * (the spec gives it no route of its own; /playout is open to guests, whose settings are local too).
 */
export const PlayoutPage = observer(function PlayoutPage() {
  const root = useStores();
  const { playout, ui, configuration } = root;
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const replay = params.get('replay') === '1';
  const [ended, setEnded] = useState(false);
  const [gameOver, setGameOver] = useState(false);
  const [revealed, setRevealed] = useState(0);
  const [stageUnavailable, setStageUnavailable] = useState(false);
  // Which show the stage plays (rich machine or lite), for QA and the browser tests.
  const [showMode, setShowMode] = useState<'rich' | 'lite' | null>(null);
  const sound = useStageSound();
  const texts = useSceneTexts();
  const reducedMotion = usePrefersReducedMotion();
  const preShow = playout.preShow;

  useEffect(() => {
    setEnded(false);
    setGameOver(false);
    setRevealed(0);
    if (id > 0) void playout.open(id, { replay });
    return () => playout.close();
  }, [playout, id, replay]);

  const show = playout.show;
  // A replay waits for its results; a live show starts with the countdown and gets its draws later.
  const ready = show !== null && (playout.mode === 'live' || playout.loadedAt > 0);
  // A replay has no feed: my plays (and my winning tickets) arriving late restart its scene.
  const replayPlays = playout.mode === 'replay' ? playout.myPlays : null;
  // Made once per game and mode: a new props object would start a new scene.
  const props = useMemo(() => {
    if (!ready || !show) return null;
    const common = {
      result: show,
      countdownMs: Math.max(0, playout.startsAt - root.serverNow()),
      playoutMs: playoutMsOf(playout.game, playout.mode),
      texts: texts.lottery,
      onEnded: () => setEnded(true),
      onReveal: setRevealed,
      onMode: setShowMode,
      keepRich: sound.richSoundSettings.lottery.richAnimations === true,
    };
    return playout.mode === 'replay' ? { ...common, autoplay: true } : { ...common, feed: playout };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the show updates through the feed
  }, [ready, playout.mode, playout.gameInstanceId, texts, replayPlays]);
  // A raffle is shown once drawn: its tickets per rank, lowest rank first.
  const raffle = playout.raffle;
  const raffleProps = useMemo(() => {
    if (!raffle || !ready) return null;
    return {
      result: raffle,
      autoplay: true,
      countdownMs: Math.max(0, playout.startsAt - root.serverNow()),
      playoutMs: playoutMsOf(playout.game, playout.mode),
      // Opened after a live raffle started: the tickets drawn by now show at once.
      lateMs: playout.mode === 'live' ? Math.max(0, root.serverNow() - playout.startsAt) : 0,
      texts: texts.raffle,
      onEnded: () => setEnded(true),
      onReveal: setRevealed,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per game, when drawn
  }, [raffle !== null, ready, playout.gameInstanceId, texts, replayPlays]);
  // A replay shows its winners and result only once it has played to the end.
  const over = ended || stageUnavailable || (playout.mode === 'live' && playout.ended);
  const onUnavailable = () => setStageUnavailable(true);
  const result = playout.gameOver;
  const gameOverProps = useMemo(
    () => (gameOver && result ? { result, texts: texts.gameOver } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the player asks
    [gameOver, texts],
  );

  if (params.get('sound') === '1')
    return <SoundSettingsScreen backTo={id > 0 ? `/playout?id=${id}` : '/account/settings'} />;
  if (!(id > 0))
    return (
      <section className="section-page" data-testid="playout-page">
        <p data-testid="playout-no-game">{t('playout.noGame')}</p>
        <Link to="/">{t('notFound.goHome')}</Link>
      </section>
    );
  const currency = show?.currencyId ?? 'USD';
  const money = (n: number) => displayMoney(n, currency, configuration.currency(currency));
  return (
    <section
      className="section-page playout-page"
      data-testid="playout-page"
      data-mode={playout.mode}
      data-draws={show?.draws.join(',')}
      data-show={showMode ?? undefined}
      data-revealed={revealed}
      data-plays={playout.myPlays.length}
    >
      <header className="playout-page__head">
        <h1>{show?.gameTitle || t('routes.playout')}</h1>
        <p data-testid="playout-status">
          {playout.error
            ? t('playout.error')
            : playout.mode === 'replay'
              ? t('playout.replay')
              : playout.drawn
                ? t('playout.live')
                : t('playout.waiting')}
        </p>
      </header>
      <div className="playout-page__layout">
        <div className="playout-page__stage">
          <PlayoutStageChoice
            kind={show?.kind ?? null}
            lottery={props}
            raffle={raffleProps}
            gameOver={gameOverProps}
            theme={ui.theme}
            sound={sound}
            prefersReducedMotion={reducedMotion}
            onUnavailable={onUnavailable}
          />
        </div>
        <aside className="playout-page__side">
          {preShow && !playout.drawn && <PreShowCard preShow={preShow} />}
          {show && show.kind === 'lottery' && !gameOverProps && (
            <DrawTextPanel
              result={show}
              revealed={stageUnavailable ? Number.MAX_SAFE_INTEGER : revealed}
              stageUnavailable={stageUnavailable}
            />
          )}
          {over && <WinnersList winners={playout.winners} money={money} reversed={show?.kind === 'raffle'} />}
          <nav className="form__actions">
            {over && result && !gameOver && (
              <button
                type="button"
                className="button"
                data-testid="playout-game-over"
                onClick={() => setGameOver(true)}
              >
                {t('playout.seeResult')}
              </button>
            )}
            <Link className="button" data-testid="playout-sound-link" to={`/playout?id=${id}&sound=1`}>
              {t('sound.title')}
            </Link>
          </nav>
        </aside>
      </div>
    </section>
  );
});
