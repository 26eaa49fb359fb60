#!/usr/bin/env python3
"""Generate E-Thello's sound effects into www/sounds/.

Python 3 standard library only. The output is deterministic (fixed random
seed, no timestamps), so running this script again reproduces the committed
WAV files byte for byte.

Every sound is 16-bit mono PCM at 22050 Hz, normalised to a gentle peak of
about -6 dBFS, and faded out at the end so it never clicks.

The long sounds (everything but the two disc clicks) are shipped as MP3, which
every current browser plays, at 64 kbit/s: a fifth of the WAV's size, with no
audible change for these synthesised tones. Encoding needs the `lameenc`
package (`pip install lameenc`, LAME's encoder); without it the script writes
WAVs only and says so. The clicks stay WAV: MP3 would put its encoder delay
(some 50 ms of silence) in front of them, and they are 3.5 KB anyway.

Usage:  python3 tools/gen_sounds.py [output_dir]
"""

import math
import os
import random
import struct
import sys
import wave

RATE = 22050
PEAK = 0.5  # -6 dBFS
TAU = 2.0 * math.pi


# ---------------------------------------------------------------- helpers

def note(name):
    """Frequency of a note such as 'C5', 'F#3' or 'Bb4' (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    if rest[0] == "#":
        semis += 1
        rest = rest[1:]
    elif rest[0] == "b":
        semis -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def adsr(n, attack, decay, sustain, release):
    """Envelope of n samples; times are in seconds, sustain is a level."""
    a = max(1, int(attack * RATE))
    d = max(1, int(decay * RATE))
    r = max(1, int(release * RATE))
    env = []
    for i in range(n):
        if i < a:
            v = i / a
        elif i < a + d:
            v = 1.0 - (1.0 - sustain) * (i - a) / d
        else:
            v = sustain
        left = n - i
        if left < r:
            v *= left / r
        env.append(v)
    return env


def tone(freq, seconds, harmonics=(1.0,), env=(0.01, 0.05, 0.7, 0.08),
         vibrato=0.0, vib_rate=5.5, glide=0.0, bright=None):
    """Additive tone.

    harmonics: amplitudes of partials 1, 2, 3...
    vibrato:   depth as a fraction of the frequency.
    glide:     starting pitch offset as a fraction (e.g. -0.03 slides up).
    bright:    optional (start, end) multiplier for the upper partials,
               which gives brass a "wah" as the tone opens or closes.
    """
    n = int(round(seconds * RATE))
    envelope = adsr(n, *env)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq
        if glide:
            f *= 1.0 + glide * math.exp(-t / 0.04)
        if vibrato:
            # vibrato fades in, as a player would do it
            depth = vibrato * min(1.0, t / 0.15)
            f *= 1.0 + depth * math.sin(TAU * vib_rate * t)
        phase += TAU * f / RATE
        if bright:
            k = bright[0] + (bright[1] - bright[0]) * (i / n)
        else:
            k = 1.0
        s = 0.0
        for h, amp in enumerate(harmonics, start=1):
            if h * f >= RATE / 2:
                break
            w = amp if h == 1 else amp * (k ** (h - 1))
            s += w * math.sin(h * phase)
        out.append(s * envelope[i])
    return out


def mix(*tracks):
    """Sum tracks given as (start_seconds, samples, gain)."""
    length = 0
    for start, samples, _ in tracks:
        length = max(length, int(round(start * RATE)) + len(samples))
    out = [0.0] * length
    for start, samples, gain in tracks:
        o = int(round(start * RATE))
        for i, s in enumerate(samples):
            out[o + i] += s * gain
    return out


def finish(samples, seconds, fade=0.03, level=1.0):
    """Trim/pad to length, fade out, and normalise to PEAK * level.

    level < 1 tames sounds that are dense (square waves, long brass) so that
    they are not much louder to the ear than the sparse chimes.
    """
    n = int(round(seconds * RATE))
    samples = (samples + [0.0] * n)[:n]
    f = max(1, int(fade * RATE))
    for i in range(f):
        samples[n - f + i] *= (f - i - 1) / f
    top = max(abs(s) for s in samples) or 1.0
    return [s * PEAK * level / top for s in samples]


def pcm(samples):
    """16-bit little-endian PCM bytes."""
    return b"".join(
        struct.pack("<h", max(-32767, min(32767, int(round(s * 32767)))))
        for s in samples)


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm(samples))


MP3_KBPS = 64


def write_mp3(path, samples, lameenc):
    encoder = lameenc.Encoder()
    encoder.set_bit_rate(MP3_KBPS)
    encoder.set_in_sample_rate(RATE)
    encoder.set_channels(1)
    encoder.set_quality(2)  # 2 = high quality, slow
    data = encoder.encode(pcm(samples)) + encoder.flush()
    with open(path, "wb") as f:
        f.write(data)


# ------------------------------------------------------------- timbres

TRIANGLE = tuple((1.0 / h ** 2) if h % 2 else 0.0 for h in range(1, 10))
SOFT_SQUARE = tuple((0.9 / h) if h % 2 else 0.0 for h in range(1, 10))
BRASS = (1.0, 0.75, 0.55, 0.4, 0.3, 0.2, 0.14, 0.1, 0.07)
BELL = (1.0, 0.35, 0.12, 0.06)


def knock(partials, seconds, noise_level, noise_decay, lowpass, rng):
    """A struck piece of wood or plastic: decaying partials + a noise burst.

    partials: list of (frequency, amplitude, decay_seconds).
    lowpass:  one-pole filter coefficient for the noise (0..1, higher = darker).
    """
    n = int(round(seconds * RATE))
    out = []
    lp = 0.0
    for i in range(n):
        t = i / RATE
        s = 0.0
        for f, amp, dec in partials:
            s += amp * math.exp(-t / dec) * math.sin(TAU * f * t)
        noise = rng.uniform(-1.0, 1.0)
        lp = lowpass * lp + (1.0 - lowpass) * noise
        s += noise_level * lp * math.exp(-t / noise_decay)
        # 1 ms attack to avoid a hard edge
        s *= min(1.0, i / (0.001 * RATE))
        out.append(s)
    return out


# ---------------------------------------------------------------- sounds

def move_black(rng):
    # low, woody "clack"
    s = knock([(190.0, 1.0, 0.018), (430.0, 0.6, 0.012),
               (780.0, 0.35, 0.007), (1250.0, 0.2, 0.004)],
              0.08, 1.3, 0.006, 0.6, rng)
    return finish(s, 0.08, fade=0.015)


def move_white(rng):
    # higher, crisper "click"
    s = knock([(820.0, 0.8, 0.010), (1650.0, 0.7, 0.007),
               (2480.0, 0.45, 0.005), (3900.0, 0.25, 0.003)],
              0.08, 0.9, 0.003, 0.15, rng)
    return finish(s, 0.08, fade=0.015)


def start(rng):
    # cheerful rising C major arpeggio
    env = (0.008, 0.08, 0.55, 0.12)
    tracks = [
        (0.00, tone(note("C5"), 0.30, BELL, env), 0.8),
        (0.14, tone(note("E5"), 0.30, BELL, env), 0.8),
        (0.28, tone(note("G5"), 0.32, BELL, (0.008, 0.1, 0.5, 0.22)), 0.9),
    ]
    return finish(mix(*tracks), 0.6, fade=0.05)


def corner_gloat(rng):
    # cheeky "nyah-nyah nyah-nyah" sing-song taunt (sol-mi, sol-mi, with a
    # little la flick), reedy square tone with a wobble
    env = (0.01, 0.04, 0.75, 0.04)
    seq = [("G5", 0.00, 0.13), ("E5", 0.14, 0.12),
           ("A5", 0.28, 0.10), ("G5", 0.39, 0.12), ("E5", 0.52, 0.18)]
    tracks = [(at, tone(note(n), d, SOFT_SQUARE, env, vibrato=0.012,
                        vib_rate=9.0), 0.6)
              for n, at, d in seq]
    return finish(mix(*tracks), 0.7, fade=0.05, level=0.6)


def corner_congrats(rng):
    # bright "ta-da!": a quick pickup and a ringing major chord
    pick = tone(note("G5"), 0.09, BRASS, (0.006, 0.03, 0.7, 0.03),
                bright=(0.7, 0.7))
    chord_env = (0.01, 0.12, 0.6, 0.25)
    tracks = [(0.00, pick, 0.5)]
    for n in ("C5", "E5", "G5", "C6"):
        tracks.append((0.11, tone(note(n), 0.49, BRASS, chord_env,
                                  vibrato=0.004, bright=(0.8, 0.55)), 0.35))
    tracks.append((0.11, tone(note("C7"), 0.4, BELL,
                              (0.003, 0.1, 0.2, 0.25)), 0.15))
    return finish(mix(*tracks), 0.6, fade=0.08)


def win(rng):
    # happy fanfare: ta-ta-ta-taaa, then a full major chord
    short = (0.008, 0.04, 0.75, 0.04)
    tracks = []
    for n, at in (("G4", 0.00), ("C5", 0.13), ("E5", 0.26)):
        tracks.append((at, tone(note(n), 0.12, BRASS, short,
                                bright=(0.75, 0.7)), 0.55))
    tracks.append((0.39, tone(note("G5"), 0.22, BRASS, short,
                              bright=(0.8, 0.7)), 0.55))
    tracks.append((0.62, tone(note("E5"), 0.10, BRASS, short,
                              bright=(0.75, 0.7)), 0.5))
    long_env = (0.02, 0.15, 0.7, 0.3)
    for n, g in (("C5", 0.35), ("E5", 0.3), ("G5", 0.3), ("C6", 0.4)):
        tracks.append((0.73, tone(note(n), 0.47, BRASS, long_env,
                                  vibrato=0.005, bright=(0.85, 0.5)), g))
    tracks.append((0.73, tone(note("C3"), 0.47, TRIANGLE, long_env), 0.4))
    return finish(mix(*tracks), 1.2, fade=0.1)


def loss(rng):
    # comic "wah-wah-wah-waaah" trombone, each note opening and closing
    tracks = []
    seq = [("G3", 0.00, 0.27), ("F#3", 0.29, 0.27), ("F3", 0.58, 0.27)]
    for n, at, d in seq:
        tracks.append((at, tone(note(n), d, BRASS, (0.03, 0.08, 0.8, 0.07),
                                glide=-0.03, bright=(0.45, 0.9)), 0.7))
    # the last, long, drooping note with a big sad wobble
    last = tone(note("E3"), 0.55, BRASS, (0.03, 0.1, 0.85, 0.2),
                glide=-0.03, vibrato=0.025, vib_rate=5.0, bright=(0.5, 0.95))
    tracks.append((0.87, last, 0.7))
    return finish(mix(*tracks), 1.4, fade=0.12, level=0.75)


def draw(rng):
    # neutral cadence: a soft F major chord settling on C major
    env1 = (0.02, 0.1, 0.7, 0.12)
    env2 = (0.02, 0.12, 0.65, 0.25)
    tracks = []
    for n in ("F3", "A4", "C5", "F5"):
        tracks.append((0.00, tone(note(n), 0.36, TRIANGLE, env1), 0.3))
    for n in ("C3", "G4", "C5", "E5"):
        tracks.append((0.36, tone(note(n), 0.44, TRIANGLE, env2), 0.3))
    return finish(mix(*tracks), 0.8, fade=0.1)


def clock_warning(rng):
    # ten seconds left: two quick, bright pips, as a digital watch gives
    # them; short and high so that they cut through without alarming
    env = (0.004, 0.03, 0.6, 0.03)
    tracks = [(at, tone(note("E6"), 0.09, BELL, env), 0.8)
              for at in (0.00, 0.14)]
    return finish(mix(*tracks), 0.3, fade=0.02, level=0.7)


# The page's file names must match `ui::Sound::file`.
SOUNDS = [
    ("move-black.wav", move_black),
    ("move-white.wav", move_white),
    ("start.mp3", start),
    ("corner-gloat.mp3", corner_gloat),
    ("corner-congrats.mp3", corner_congrats),
    ("win.mp3", win),
    ("loss.mp3", loss),
    ("draw.mp3", draw),
    ("clock-warning.mp3", clock_warning),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "www", "sounds")
    os.makedirs(out_dir, exist_ok=True)
    try:
        import lameenc
    except ImportError:
        lameenc = None
        print("lameenc is not installed (pip install lameenc): writing WAVs only")
    for name, fn in SOUNDS:
        rng = random.Random(20240601)  # fixed seed per sound
        samples = fn(rng)
        path = os.path.join(out_dir, name)
        if name.endswith(".mp3") and lameenc:
            write_mp3(path, samples, lameenc)
        else:
            path = os.path.splitext(path)[0] + ".wav"
            write(path, samples)
        print("%-22s %5.2f s  %6d bytes" % (
            name, len(samples) / RATE, os.path.getsize(path)))


if __name__ == "__main__":
    main()
