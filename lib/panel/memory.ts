/** What Settings → Memory shows of memory's rules: the similarity bars an embedding model is held to. */
export { indexThresholds } from '../kg/memory/arbitrate';
