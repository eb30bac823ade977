//! A few recently used key-value pairs, found by comparing keys.
//!
//! For results the draw path resolves again and again from a handful of
//! inputs (a game alternates among a few materials, each a shader and its
//! states): a key compared with a few entries costs less than hashing it
//! into a map, and far less than resolving again. Keys are compared whole
//! ([`PartialEq`]); the entry found last is compared first, and when the
//! memo is full a new entry takes the place of the least recently used.

/// Up to `N` key-value pairs, the most recently used kept.
#[derive(Clone, Debug)]
pub struct Recent<K, V, const N: usize> {
    entries: Vec<Entry<K, V>>,
    /// The entry found or put last.
    last: usize,
    /// Counts uses: each entry holds the count at its last use.
    clock: u64,
}

#[derive(Clone, Debug)]
struct Entry<K, V> {
    key: K,
    value: V,
    used: u64,
}

impl<K, V, const N: usize> Default for Recent<K, V, N> {
    fn default() -> Self {
        Recent {
            entries: Vec::new(),
            last: 0,
            clock: 0,
        }
    }
}

impl<K: PartialEq, V: Copy, const N: usize> Recent<K, V, N> {
    /// The value kept for `key`, if any (it becomes the most recently used).
    pub fn get(&mut self, key: &K) -> Option<V> {
        let i = match self.entries.get(self.last) {
            Some(e) if e.key == *key => self.last,
            _ => self.entries.iter().position(|e| e.key == *key)?,
        };
        self.touch(i);
        Some(self.entries[i].value)
    }

    /// Keeps `value` for `key` as the most recently used entry: in place of
    /// the entry of an equal key, else in a free place, else in place of
    /// the least recently used entry.
    pub fn put(&mut self, key: K, value: V) {
        let i = if let Some(i) = self.entries.iter().position(|e| e.key == key) {
            i
        } else if self.entries.len() < N {
            self.entries.push(Entry { key, value, used: 0 });
            self.entries.len() - 1
        } else {
            let i = (0..self.entries.len())
                .min_by_key(|&i| self.entries[i].used)
                .unwrap_or(0);
            self.entries[i].key = key;
            i
        };
        self.entries[i].value = value;
        self.touch(i);
    }

    /// Forgets every entry (an input the keys name no longer means what it
    /// did).
    pub fn clear(&mut self) {
        self.entries.clear();
        self.last = 0;
    }

    /// Entries kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no entry is kept.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn touch(&mut self, i: usize) {
        self.clock += 1;
        self.entries[i].used = self.clock;
        self.last = i;
    }
}

#[cfg(test)]
mod tests;
