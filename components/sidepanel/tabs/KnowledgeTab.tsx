import { shellMessages } from '../../../lib/i18n/catalogue/shell';
import { t } from '../../../lib/i18n/t';
import { Corrections } from '../knowledge/Corrections';
import { NodeDetail } from '../knowledge/NodeDetail';
import { PackManager } from '../knowledge/Packs';
import { ReaderCorrections } from '../knowledge/ReaderCorrections';
import { KnowledgeSearch } from '../knowledge/Search';
import { useKnowledgeNode } from '../knowledge/store';
import { KnowledgeSummary } from '../knowledge/Summary';
import { TaskList } from '../knowledge/Tasks';
import { TeamPacks } from '../knowledge/TeamPacks';

import '../knowledge/knowledge.css';

/** The local knowledge graph: what it holds, its packs, search, one node at a time, and the corrections it knows. */
export function KnowledgeTab() {
  const nodeId = useKnowledgeNode((s) => s.nodeId);
  const open = useKnowledgeNode((s) => s.open);
  return (
    <section aria-label={t(shellMessages.tabKnowledge)}>
      <KnowledgeSummary />
      <TaskList />
      <KnowledgeSearch onOpen={open} />
      {nodeId && <NodeDetail id={nodeId} onOpen={open} onClose={() => open(null)} />}
      <PackManager />
      <TeamPacks />
      <ReaderCorrections />
      <Corrections />
    </section>
  );
}
