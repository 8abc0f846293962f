// Dexie runs on fake-indexeddb in unit tests: the real IndexedDB semantics, in memory.
import 'fake-indexeddb/auto';
