#!/usr/bin/env python3
"""Fault injection for `calends batch`: kill it at random moments, change its inputs, rerun,
and check that every output equals a fresh render of the final inputs.

Each trial picks one of 8 input variants (the manifest's `today` x the stylesheet's colour),
starts `calends batch` into one shared folder, and after a random delay sends SIGKILL to the
parent, to one worker, or SIGINT to the parent; sometimes it also deletes or corrupts an
output. Every few trials the batch is run to the end and the folder compared, file by file,
with a reference folder rendered from scratch for the same variant. A "stale" output is one
whose bytes differ from the reference; a "missing" one is absent after a completed run.

    swift build -c release
    python3 Tests/Fuzz/BatchFaults/kill-trials.py --binary .build/release/calends --trials 200
"""
import argparse, os, random, shutil, signal, subprocess, sys, tempfile, time


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as handle:
                stat = handle.read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--trials", type=int, default=200)
    parser.add_argument("--entries", type=int, default=60)
    parser.add_argument("--seed", type=int, default=14)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="calends-kill-trials-")
    binary = os.path.abspath(args.binary)
    days = [f"2019-{offset // 28 + 1:02d}-{offset % 28 + 1:02d}" for offset in range(args.entries)]
    variants = [(today, colour) for today in ("2019-01-10", "2019-02-11", "2019-03-12", "2019-04-13")
                for colour in ("EEEEEE", "DDEEFF")]

    def write_inputs(variant, folder):
        today, colour = variant
        sheet = os.path.join(folder, "t.nss")
        with open(sheet, "w") as handle:
            handle.write(f"fdlFUICalendarView {{ background-color: #{colour}; }}\n")
        manifest = os.path.join(folder, "m.yaml")
        with open(manifest, "w") as handle:
            handle.write(f"defaults: {{today: {today}, scale: 2, theme: t.nss}}\n"
                         f"matrix: {{name: \"{{selectedDate}}.png\", axes: {{selectedDate: [{', '.join(days)}]}}}}\n")
        return manifest

    references = {}

    def reference(variant):
        if variant not in references:
            folder = os.path.join(work, f"ref-{len(references)}")
            os.makedirs(folder)
            manifest = write_inputs(variant, folder)
            subprocess.run([binary, "batch", manifest, "-o", os.path.join(folder, "out"), "-q"],
                           check=True, stdout=subprocess.DEVNULL)
            references[variant] = os.path.join(folder, "out")
        return references[variant]

    inputs = os.path.join(work, "inputs")
    os.makedirs(inputs)
    out = os.path.join(work, "out")
    kills = stale = missing = checks = crashes = 0
    kinds = {"parent SIGKILL": 0, "worker SIGKILL": 0, "parent SIGINT": 0}
    for trial in range(args.trials):
        variant = rng.choice(variants)
        manifest = write_inputs(variant, inputs)
        if os.path.isdir(out) and rng.random() < 0.2:
            pngs = [name for name in os.listdir(out) if name.endswith(".png")]
            if pngs:
                victim = os.path.join(out, rng.choice(pngs))
                if rng.random() < 0.5:
                    os.remove(victim)
                else:
                    with open(victim, "r+b") as handle:
                        handle.seek(100)
                        handle.write(b"\x00\x01\x02")
        process = subprocess.Popen([binary, "batch", manifest, "-o", out, "-j", "2", "-q"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        time.sleep(rng.uniform(0.0, 1.2))
        kind = rng.choice(list(kinds))
        if process.poll() is None:
            if kind == "parent SIGKILL":
                process.send_signal(signal.SIGKILL)
            elif kind == "parent SIGINT":
                process.send_signal(signal.SIGINT)
            else:
                workers = children(process.pid)
                if workers:
                    os.kill(rng.choice(workers), signal.SIGKILL)
            kinds[kind] += 1
            kills += 1
        _, err = process.communicate()
        if b"Fatal error" in err or b"Broken pipe" in err:
            crashes += 1
            print(f"trial {trial}: crash text: {err.decode(errors='replace')[:300]}")
        if trial % 4 == 3 or trial == args.trials - 1:
            subprocess.run([binary, "batch", manifest, "-o", out, "-j", "2", "-q"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            expected = reference(variant)
            checks += 1
            for name in sorted(os.listdir(expected)):
                if not name.endswith(".png"):
                    continue
                mine = os.path.join(out, name)
                if not os.path.exists(mine):
                    missing += 1
                    print(f"trial {trial}: {name} missing")
                    continue
                with open(mine, "rb") as a, open(os.path.join(expected, name), "rb") as b:
                    if a.read() != b.read():
                        stale += 1
                        print(f"trial {trial}: {name} stale")
    print(f"{args.trials} trials, {kills} kills ({', '.join(f'{k}: {v}' for k, v in kinds.items())}), "
          f"{checks} completed reruns compared with fresh renders of {args.entries} images each: "
          f"{stale} stale, {missing} missing, {crashes} runs with crash text")
    shutil.rmtree(work)
    return 1 if stale or missing or crashes else 0


if __name__ == "__main__":
    sys.exit(main())
