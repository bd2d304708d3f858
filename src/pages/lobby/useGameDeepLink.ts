import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { linkTargetOf } from '../../stores/lobby/gameLinks';

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * ?id= (instance) and ?gid= (game) on a lobby open that game (spec section 2): the picker while
 * it is open, the playout while it is drawn. The lobby may still be loading, so it waits for the
 * game to arrive; the link is followed once.
 */
export function useGameDeepLink(): void {
  const { lobby } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params.get('id'));
  const gid = idParam(params.get('gid'));
  useEffect(() => {
    if (!id && !gid) return;
    return reaction(
      () => linkTargetOf(lobby.linkedGame(id, gid)),
      (target, _previous, r) => {
        if (!target) return;
        r.dispose();
        navigate(`${target.path}?id=${target.id}`, { replace: true });
      },
      { fireImmediately: true, equals: (a, b) => a?.path === b?.path && a?.id === b?.id },
    );
  }, [lobby, id, gid, navigate]);
}
