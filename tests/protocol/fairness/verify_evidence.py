#!/usr/bin/env python3
"""An independent Drawhall evidence verifier, written from docs/fairness.md alone.

Python 3 standard library only (hashlib, hmac, json). It shares no code with the TypeScript
verifier in protocol/fairness, so the two agreeing on the test vectors and on real evidence is a
check of the specification, not of one implementation against itself.

  python3 verify_evidence.py vectors <vectors.json>
  python3 verify_evidence.py <evidence.json>

Exit 0: every step holds (or waits for a seed still secret). Exit 1: prints the failed step.
The ticket's picture is not rederived here (docs/fairness.md: optional step `picture`).
"""
import hashlib
import hmac
import json
import re
import sys

HEX32 = re.compile(r"^[0-9a-f]{64}$")


class Failed(Exception):
    def __init__(self, step, detail):
        super().__init__(f'FAILED at step "{step}": {detail}')
        self.step = step


def sha256(data):
    return hashlib.sha256(data).digest()


class Drbg:
    """block i = HMAC-SHA256(seed, label || 0x00 || context || 0x00 || u64be(i)); 32-bit BE words."""

    def __init__(self, seed, label, context):
        self.seed = seed
        self.prefix = label.encode() + b"\0" + context.encode() + b"\0"
        self.block = 0
        self.words = []

    def next_u32(self):
        if not self.words:
            out = hmac.new(self.seed, self.prefix + self.block.to_bytes(8, "big"), hashlib.sha256).digest()
            self.block += 1
            self.words = [int.from_bytes(out[i : i + 4], "big") for i in range(0, 32, 4)]
        return self.words.pop(0)

    def uniform(self, n):
        limit = 2**32 - (2**32 % n)
        while True:
            u = self.next_u32()
            if u < limit:
                return u % n


def draw_balls(drbg, rng, count):
    balls = list(range(1, rng + 1))
    for i in range(count):
        j = i + drbg.uniform(rng - i)
        balls[i], balls[j] = balls[j], balls[i]
    return balls[:count]


def draw_raffle(drbg, play_ids, per_rank):
    pool, winners, nxt = list(play_ids), [], 0
    for wanted in per_rank:
        w = 0
        while w < wanted and nxt < len(pool):
            j = nxt + drbg.uniform(len(pool) - nxt)
            pool[nxt], pool[j] = pool[j], pool[nxt]
            winners.append(pool[nxt])
            w += 1
            nxt += 1
    return winners


def pool_context(game_id, pool_no):
    return f"{game_id}/{pool_no}"


def build_pool(rules, pool_no, seed):
    """Shuffled tiers, salts, leaves and the Merkle levels of a pool."""
    ctx = pool_context(rules["gameId"], pool_no)
    tiers = []
    for i, t in enumerate(rules["prizes"]):
        tiers += [i + 1] * t["count"]
    tiers += [0] * (rules["poolSize"] - len(tiers))
    drbg = Drbg(seed, "drawhall/instant/shuffle/v1", ctx)
    for i in range(len(tiers) - 1, 0, -1):
        j = drbg.uniform(i + 1)
        tiers[i], tiers[j] = tiers[j], tiers[i]
    prizes = [0] + [t["prizeMinor"] for t in rules["prizes"]]
    salts, leaves = [], []
    for p, tier in enumerate(tiers):
        salt = hmac.new(seed, b"drawhall/instant/salt/v1\0" + ctx.encode() + b"\0" + p.to_bytes(4, "big"), hashlib.sha256).digest()
        salts.append(salt)
        leaves.append(leaf(ctx, p, prizes[tier], salt))
    return tiers, salts, leaves, levels_of(leaves)


def leaf(ctx, position, prize, salt):
    return sha256(b"drawhall/instant/leaf/v1\0" + ctx.encode() + b"\0" + position.to_bytes(4, "big") + prize.to_bytes(8, "big") + salt)


def levels_of(leaves):
    levels = [leaves]
    while len(levels[-1]) > 1:
        lv = levels[-1]
        levels.append([sha256(b"\x01" + lv[i] + lv[i + 1]) if i + 1 < len(lv) else lv[i] for i in range(0, len(lv), 2)])
    return levels


def proof_root(node, position, size, proof):
    """The root a leaf's proof leads to, or None when the steps are not the position's path."""
    at, width, step = position, size, 0
    while width > 1:
        sib = at ^ 1
        if sib < width:
            if step >= len(proof):
                return None
            s = proof[step]
            step += 1
            if s.get("side") != ("left" if sib < at else "right") or not HEX32.match(str(s.get("hash"))):
                return None
            other = bytes.fromhex(s["hash"])
            node = sha256(b"\x01" + other + node) if s["side"] == "left" else sha256(b"\x01" + node + other)
        at >>= 1
        width = (width + 1) // 2
    return node if step == len(proof) else None


def ok(step, detail, subject=""):
    print(f"ok      {subject + ': ' if subject else ''}{step}: {detail}")


def check_draw(e):
    if e.get("algorithm") != {"name": "drawhall/draw", "version": 1} or e.get("context") != str(e.get("gameInstanceId")):
        raise Failed("format", "unknown algorithm or context")
    ok("format", f"game instance {e['gameInstanceId']}")
    c, seed_hex = e.get("commitment"), e.get("seed")
    if c is None or seed_hex is None:
        print("waiting commitment: the seed is not revealed yet")
        return
    if not HEX32.match(seed_hex) or sha256(bytes.fromhex(seed_hex)).hex() != c["seedHash"]:
        raise Failed("commitment", "sha256(seed) is not the published commitment")
    ok("commitment", c["seedHash"])
    if c.get("committedAt") is not None and e.get("drawnAt") is not None and c["committedAt"] > e["drawnAt"]:
        raise Failed("order", "committed after the draw")
    drbg = Drbg(bytes.fromhex(seed_hex), "drawhall/draw/v1", e["context"])
    r = e["rules"]
    if r["kind"] == "raffle":
        if draw_raffle(drbg, r["playIds"], r["winnersPerRank"]) != e["draws"]:
            raise Failed("draws", "the seed draws other winners")
        return ok("draws", "winners as published")
    if draw_balls(drbg, r["drawRange"], r["count"]) != e["draws"]:
        raise Failed("draws", "the seed draws other numbers")
    ok("draws", " ".join(map(str, e["draws"])))
    if r["count2nd"] > 0:
        if draw_balls(drbg, r["drawRange2nd"], r["count2nd"]) != (e.get("draws2nd") or []):
            raise Failed("draws2nd", "the seed draws another second set")
        ok("draws2nd", " ".join(map(str, e["draws2nd"])))


def check_ticket(rules, pool, t, progress=None, built=None):
    subject = f"ticket {t['gameId']}/{t['poolNo']}/{t['position']}"
    if t["gameId"] != pool["gameId"] or t["poolNo"] != pool["poolNo"] or not HEX32.match(str(t.get("salt"))):
        raise Failed("format", subject)
    if not 0 <= t["position"] < pool["poolSize"] or pool["poolSize"] != rules["poolSize"]:
        raise Failed("format", subject)
    ctx = pool_context(pool["gameId"], pool["poolNo"])
    node = leaf(ctx, t["position"], t["prizeMinor"], bytes.fromhex(t["salt"]))
    root = proof_root(node, t["position"], pool["poolSize"], t["proof"])
    if root is None or root.hex() != pool["merkleRoot"]:
        raise Failed("proof", f"{subject}: the proof does not lead to the committed root")
    ok("proof", pool["merkleRoot"], subject)
    if pool.get("seed") is None:
        print(f"waiting {subject}: seed: not revealed yet")
        return
    tiers, salts, _, levels = built or rebuild(rules, pool)
    prizes = [0] + [x["prizeMinor"] for x in rules["prizes"]]
    if prizes[tiers[t["position"]]] != t["prizeMinor"] or salts[t["position"]].hex() != t["salt"]:
        raise Failed("ticket-in-pool", subject)
    ok("ticket-in-pool", f"prize {t['prizeMinor']}", subject)
    if progress is not None:
        left = [0] * len(prizes)
        for tier in tiers[progress["sold"] :]:
            left[tier] += 1
        agree = progress["ticketsLeft"] == pool["poolSize"] - progress["sold"] and [p["left"] for p in progress["prizesLeft"]] == left[1:]
        if not agree:
            raise Failed("prizes-left", subject)
        ok("prizes-left", f"{progress['ticketsLeft']} tickets left", subject)


def rebuild(rules, pool):
    seed_hex = pool["seed"]
    if not HEX32.match(seed_hex) or sha256(bytes.fromhex(seed_hex)).hex() != pool["seedHash"]:
        raise Failed("seed", "sha256(seed) is not the committed hash")
    ok("seed", pool["seedHash"])
    built = build_pool(rules, pool["poolNo"], bytes.fromhex(seed_hex))
    if built[3][-1][0].hex() != pool["merkleRoot"]:
        raise Failed("pool", "the rebuilt pool has another root")
    ok("pool", pool["merkleRoot"])
    for i, tier in enumerate(rules["prizes"]):
        if built[0].count(i + 1) != tier["count"]:
            raise Failed("prize-table", f"wrong count of {tier['prizeMinor']}")
    ok("prize-table", "exact")
    return built


def check(evidence):
    if isinstance(evidence.get("result"), dict):
        evidence = evidence["result"]
    fmt = evidence.get("format")
    if fmt == "drawhall/draw-evidence/v1":
        return check_draw(evidence)
    if fmt == "drawhall/ticket-evidence/v1":
        return check_ticket(evidence["rules"], evidence["pool"], evidence["ticket"], evidence.get("progress"))
    if isinstance(evidence.get("tickets"), list):
        pools = {f"{p['pool']['gameId']}/{p['pool']['poolNo']}": p for p in evidence.get("pools", [])}
        built = {}
        for t in evidence["tickets"]:
            key = f"{t['gameId']}/{t['poolNo']}"
            if key not in pools:
                raise Failed("format", f"no commitment of pool {key}")
            p = pools[key]
            if p["pool"].get("seed") is not None and key not in built:
                built[key] = rebuild(p["rules"], p["pool"])
            check_ticket(p["rules"], p["pool"], t, built=built.get(key))
        return
    raise Failed("format", "not Drawhall evidence")


def check_vectors(v):
    d = v["drbg"]
    g = Drbg(bytes.fromhex(d["seed"]), d["label"], d["context"])
    assert [g.next_u32() for _ in d["words"]] == d["words"], "drbg"
    assert sha256(bytes.fromhex(v["commitment"]["seed"])).hex() == v["commitment"]["seedHash"], "commitment"
    b = v["balls"]
    g = Drbg(bytes.fromhex(b["seed"]), "drawhall/draw/v1", b["context"])
    assert draw_balls(g, b["drawRange"], b["count"]) == b["draws"], "balls"
    assert draw_balls(g, b["drawRange2nd"], b["count2nd"]) == b["draws2nd"], "balls 2nd"
    b = v["bingo"]
    assert draw_balls(Drbg(bytes.fromhex(b["seed"]), "drawhall/draw/v1", b["context"]), 75, 75) == b["draws"], "bingo"
    r = v["raffle"]
    g = Drbg(bytes.fromhex(r["seed"]), "drawhall/draw/v1", r["context"])
    assert draw_raffle(g, r["playIds"], r["winnersPerRank"]) == r["winners"], "raffle"
    p = v["pool"]
    tiers, salts, leaves, levels = build_pool(p["rules"], p["poolNo"], bytes.fromhex(p["seed"]))
    assert tiers == p["tiers"], "tiers"
    assert salts[0].hex() == p["salt0"] and leaves[0].hex() == p["leaf0"], "salt and leaf"
    assert levels[-1][0].hex() == p["merkleRoot"], "root"
    assert sha256(bytes.fromhex(p["seed"])).hex() == p["seedHash"], "pool seed hash"
    prize3 = ([0] + [t["prizeMinor"] for t in p["rules"]["prizes"]])[tiers[3]]
    ctx = pool_context(p["rules"]["gameId"], p["poolNo"])
    assert proof_root(leaf(ctx, 3, prize3, bytes.fromhex(p["salt3"])), 3, p["rules"]["poolSize"], p["proof3"]).hex() == p["merkleRoot"], "proof"
    print("ok      every test vector")


def main(argv):
    try:
        with open(argv[-1], encoding="utf-8") as f:
            data = json.load(f)
        if argv[0] == "vectors":
            check_vectors(data)
        else:
            check(data)
        print("VERIFIED")
        return 0
    except Failed as failure:
        print(failure)
        return 1
    except (AssertionError, KeyError, TypeError, ValueError) as error:
        print(f'FAILED at step "format": {error!r}')
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
