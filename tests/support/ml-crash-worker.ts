import { installFolders, nodeModels, TINY_MODELS_DIR } from '../../lib/ml/node';

/** An engine in a child process, for tests that kill it (SIGKILL) in the middle of its work. */
const [storeDir, task, mirrorBase] = process.argv.slice(2) as [string, 'embed' | 'download', string];
const signal = () => process.send!('running');
const models = await nodeModels({ storeDir, config: { source: 'mirror', mirrorUrl: mirrorBase } });
if (task === 'embed') {
  await installFolders(models, [`${TINY_MODELS_DIR}/claimlens/tiny-embed`]);
  const embedder = (await models.embedder())!;
  const texts = Array.from({ length: 4000 }, (_, i) => `claim number ${i} about vaccines and masks `.repeat(6));
  signal();
  for (;;) await embedder.embed(texts);
} else {
  const { readModelFolder } = await import('../../lib/ml/node');
  models.manager.configure({ custom: [readModelFolder(`${TINY_MODELS_DIR}/claimlens/tiny-embed`).entry] });
  const poll = setInterval(
    () =>
      void models.manager.status().then((s) => {
        const d = s.models.find((m) => m.id === 'tiny-embed')?.download;
        if (d && d.bytesDone > 0) signal();
      }),
    5,
  );
  await models.manager.download('tiny-embed');
  clearInterval(poll);
}
