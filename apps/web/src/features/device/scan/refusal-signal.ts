let audio: AudioContext | undefined;

/**
 * Two low beeps: someone watching the scanner rather than the screen hears that a scan was
 * refused. Silent where the browser has no audio (or has not allowed it yet).
 */
export function soundRefusal() {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const at of [0, 0.25]) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'square';
      tone.frequency.value = 220;
      gain.gain.value = 0.15;
      tone.connect(gain).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + 0.18);
    }
  } catch {
    // No audio here: the red flash and the list still say it.
  }
}
