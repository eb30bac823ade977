//! The persistent cache: what a run built, recorded so that the next run of
//! the same application builds it again before its frames need it.
//!
//! One file per application (`<name>-<hash>.wgd3d9cache` under
//! `cache.dir`, by default the user's cache directory), in the container of
//! `wgd3d9_core::cache_file` (versioned header, checksummed records appended
//! under the file's lock; a cut or corrupt tail is dropped). Records:
//! [`kind::SHADER`], a shader's bytecode, written when a module of it is
//! first built; [`kind::PIPELINE`], a [`PipelineRecipe`] (postcard-encoded),
//! written when its pipeline was built. Writes happen on the compile workers,
//! never on the encoder thread.
//!
//! Opening the cache (at the creation of a device when no other device of
//! the process holds the cache of its directory) starts the *prewarm*, once
//! per process and file (see [`PREWARMED`]): a
//! thread translates the recorded shaders and queues every recorded
//! pipeline on workers of its own, for at most `cache.prewarmMs`; what is
//! not built by then is dropped from the tables (a device builds it when it
//! needs it). Devices look a recipe up here before building it
//! ([`DiskCache::pipeline`], [`DiskCache::module`]). What the prewarm built
//! belongs to the devices holding the cache: it goes with the last of them
//! (a prewarm still running stops then), so a process keeps no pipelines
//! after its last device is released.
//!
//! Where the GPU backend has a pipeline cache (Vulkan), its data is kept
//! beside the file (`.wgpu`, named by wgpu's key for the adapter), loaded at
//! opening and written after the prewarm and when a device goes away.

use crate::compile::{Lane, Workers};
use crate::perf::{self, COUNTERS};
use crate::pipelines::{self, FastMap, ModuleJob, PipelineJob};
use crate::recipes::{ModuleRecipe, PipelineRecipe, Shader};
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};
use wgd3d9_core::cache_file::CacheFile;
use wgd3d9_core::config::Config;

/// Record kinds.
pub mod kind {
    /// A shader's bytecode (little-endian tokens).
    pub const SHADER: u8 = 1;
    /// A postcard-encoded `PipelineRecipe`.
    pub const PIPELINE: u8 = 2;
}

/// The layout of the records: bump when a recorded type changes (the
/// crate's version is folded in too, so a release never reads another's
/// records).
const SCHEMA: u32 = 9;

fn schema() -> u32 {
    SCHEMA ^ (xxhash_rust::xxh3::xxh3_64(env!("CARGO_PKG_VERSION").as_bytes()) as u32)
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A process's view of one cache file.
pub struct DiskCache {
    device: wgpu::Device,
    file: Mutex<CacheFile>,
    path: PathBuf,
    /// Hashes of the records the file holds or this process wrote.
    recorded: Mutex<HashSet<u128>>,
    /// What the prewarm translated and built.
    shaders: Mutex<FastMap<u128, Arc<Shader>>>,
    modules: Mutex<FastMap<ModuleRecipe, ModuleJob>>,
    pipelines: Mutex<FastMap<PipelineRecipe, PipelineJob>>,
    /// The backend's pipeline cache, and where its data goes.
    pub wgpu_cache: Option<(wgpu::PipelineCache, PathBuf)>,
}

/// The caches open in this process, by directory. The devices that use a
/// cache hold it (and its prewarm thread while it runs); it goes, with all
/// it built, when the last of them does, and the next device opens it
/// again.
static OPEN: Mutex<Vec<(PathBuf, Weak<DiskCache>)>> = Mutex::new(Vec::new());

/// The cache files this process has prewarmed. A device that opens one
/// again (every earlier device released) builds what it needs when it needs
/// it: a process that makes device after device does not build everything
/// the file recorded for each of them (each prewarm's compiles leave the
/// driver's and the allocator's memory behind, which a 32-bit process runs
/// out of).
static PREWARMED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The application's name in cache file names: the file name of the
/// program (argv[0], which under Wine is the Windows program's path), kept
/// to `[A-Za-z0-9._-]`, and a hash of the whole path.
fn app_name() -> String {
    let argv0 = std::fs::read("/proc/self/cmdline")
        .ok()
        .and_then(|c| {
            c.split(|&b| b == 0)
                .next()
                .map(|a| String::from_utf8_lossy(a).into_owned())
        })
        .filter(|a| !a.is_empty())
        .or_else(|| std::env::current_exe().ok().map(|p| p.display().to_string()))
        .unwrap_or_else(|| "unknown".into());
    let base: String = argv0
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("unknown")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || ".-_".contains(c) {
                c
            } else {
                '_'
            }
        })
        .take(64)
        .collect();
    format!("{base}-{:016x}", xxhash_rust::xxh3::xxh3_64(argv0.as_bytes()))
}

/// The cache of `config` for this process, opened (and its prewarm
/// started) on first use; `None` when disabled or unusable (logged).
pub fn open(config: &Config, device: &wgpu::Device, adapter: &wgpu::AdapterInfo) -> Option<Arc<DiskCache>> {
    if !config.cache_enabled {
        return None;
    }
    let Some(dir) = config.cache_directory() else {
        log::warn!(target: "wgd3d9::cache", "no cache directory (set cache.dir, or HOME); the shader cache is off");
        return None;
    };
    let mut open = lock(&OPEN);
    open.retain(|(_, c)| c.strong_count() > 0);
    if let Some(c) = open.iter().find(|(d, _)| *d == dir).and_then(|(_, c)| c.upgrade()) {
        return Some(c);
    }
    let app = app_name();
    let path = dir.join(format!("{app}.wgd3d9cache"));
    let (file, opened) = match CacheFile::open(&path, schema()) {
        Ok(f) => f,
        Err(e) => {
            log::warn!(target: "wgd3d9::cache", "{}: {e}; the shader cache is off", path.display());
            return None;
        }
    };
    if opened.dropped > 0 {
        log::warn!(
            target: "wgd3d9::cache",
            "{}: dropped {} bytes (a cut or corrupt tail, or another version's file)",
            path.display(),
            opened.dropped
        );
    }
    let wgpu_cache = device.features().contains(wgpu::Features::PIPELINE_CACHE).then(|| {
        let key = wgpu::util::pipeline_cache_key(adapter);
        key.map(|k| {
            let p = dir.join(format!("{app}.{k}.wgpu"));
            let data = std::fs::read(&p).ok();
            // SAFETY: the data is what wgpu wrote for an adapter of this key
            // (the file name); with `fallback` wgpu validates it and starts
            // empty when it does not fit.
            let cache = unsafe {
                device.create_pipeline_cache(&wgpu::PipelineCacheDescriptor {
                    label: Some("wgd3d9"),
                    data: data.as_deref(),
                    fallback: true,
                })
            };
            (cache, p)
        })
    });
    let cache = Arc::new(DiskCache {
        device: device.clone(),
        file: Mutex::new(file),
        path,
        recorded: Mutex::new(HashSet::new()),
        shaders: Default::default(),
        modules: Default::default(),
        pipelines: Default::default(),
        wgpu_cache: wgpu_cache.flatten(),
    });
    open.push((dir, Arc::downgrade(&cache)));
    drop(open);
    let first = {
        let mut prewarmed = lock(&PREWARMED);
        let first = !prewarmed.contains(&cache.path);
        if first {
            prewarmed.push(cache.path.clone());
        }
        first
    };
    if !first {
        cache.note_recorded(&opened.records);
        log::info!(target: "wgd3d9::cache", "{}: prewarmed before in this process; not again", cache.path.display());
        return Some(cache);
    }
    let c = cache.clone();
    let workers = config.workers(std::thread::available_parallelism().map_or(1, |n| n.get()));
    let budget = Duration::from_millis(config.prewarm_ms.into());
    let spawned = std::thread::Builder::new()
        .name("wgd3d9-prewarm".into())
        .spawn(move || {
            // Recorded recipes passed their checksums but are still
            // untrusted: a prewarm that fails leaves the devices to build.
            let prewarm = std::panic::AssertUnwindSafe(|| c.prewarm(opened.records, workers, budget));
            if std::panic::catch_unwind(prewarm).is_err() {
                log::error!(target: "wgd3d9::cache", "the prewarm panicked; it stopped");
            }
        });
    if let Err(e) = spawned {
        log::warn!(target: "wgd3d9::cache", "the prewarm thread did not start: {e}");
    }
    Some(cache)
}

fn record_hash(kind: u8, payload: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(payload) ^ u128::from(kind)
}

impl DiskCache {
    fn append(&self, kind: u8, payload: &[u8]) {
        if !lock(&self.recorded).insert(record_hash(kind, payload)) {
            return;
        }
        if let Err(e) = lock(&self.file).append(kind, payload) {
            log::warn!(target: "wgd3d9::cache", "{}: {e}", self.path.display());
        }
    }

    /// Records a shader's bytecode (once).
    pub fn record_shader(&self, s: &Shader) {
        self.append(kind::SHADER, bytemuck::cast_slice(&s.tokens));
    }

    /// Records a pipeline recipe (once).
    pub fn record_pipeline(&self, r: &PipelineRecipe) {
        match postcard::to_stdvec(r) {
            Ok(bytes) => self.append(kind::PIPELINE, &bytes),
            Err(e) => log::warn!(target: "wgd3d9::cache", "a pipeline recipe did not encode: {e}"),
        }
    }

    /// The prewarmed pipeline of `r`, if any.
    pub fn pipeline(&self, r: &PipelineRecipe) -> Option<PipelineJob> {
        lock(&self.pipelines).get(r).cloned()
    }

    /// The translation of the recorded shader `hash`, if the prewarm made
    /// it.
    pub fn shader(&self, hash: u128) -> Option<Arc<Shader>> {
        lock(&self.shaders).get(&hash).cloned()
    }

    /// The prewarmed module of `r`, if any.
    pub fn module(&self, r: &ModuleRecipe) -> Option<ModuleJob> {
        lock(&self.modules).get(r).cloned()
    }

    /// The backend pipeline cache to build with.
    pub fn backend_cache(&self) -> Option<wgpu::PipelineCache> {
        self.wgpu_cache.as_ref().map(|(c, _)| c.clone())
    }

    /// Writes the backend pipeline cache's data beside the file.
    pub fn save_backend_cache(&self) {
        let Some((cache, path)) = &self.wgpu_cache else { return };
        let Some(data) = cache.get_data() else { return };
        // A name of this save's own: two saves (the prewarm's end, devices
        // going away) may run at once.
        static SAVES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = SAVES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let tmp = path.with_extension(format!("tmp{}-{n}", std::process::id()));
        if let Err(e) = std::fs::write(&tmp, &data).and_then(|_| std::fs::rename(&tmp, path)) {
            log::warn!(target: "wgd3d9::cache", "{}: {e}", path.display());
            let _ = std::fs::remove_file(&tmp);
        }
    }

    /// Notes what the file recorded, so that it is not appended again.
    fn note_recorded(&self, records: &[(u8, Vec<u8>)]) {
        let mut recorded = lock(&self.recorded);
        for (k, p) in records {
            recorded.insert(record_hash(*k, p));
        }
    }

    /// Builds what the file recorded (see the module documentation).
    fn prewarm(self: Arc<Self>, records: Vec<(u8, Vec<u8>)>, workers: usize, budget: Duration) {
        let start = Instant::now();
        self.note_recorded(&records);
        let mut recipes = Vec::new();
        for (k, payload) in records {
            match k {
                kind::SHADER if payload.len() % 4 == 0 => {
                    let tokens: Vec<u32> = payload
                        .chunks_exact(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect();
                    match Shader::translate(tokens) {
                        Ok(s) => {
                            lock(&self.shaders).insert(s.hash, Arc::new(s));
                        }
                        Err(e) => log::warn!(target: "wgd3d9::cache", "a recorded shader does not translate: {e}"),
                    }
                }
                kind::PIPELINE => match postcard::from_bytes::<PipelineRecipe>(&payload) {
                    Ok(r) => recipes.push(r),
                    Err(e) => log::warn!(target: "wgd3d9::cache", "a recorded pipeline does not decode: {e}"),
                },
                _ => log::warn!(target: "wgd3d9::cache", "a record of unknown kind {k} was ignored"),
            }
        }
        let pool = Workers::new(workers, Duration::ZERO);
        let mut layouts = pipelines::Layouts::new(&self.device);
        let same = pipelines::ProgramModules::default();
        let mut queued: Vec<PipelineJob> = Vec::new();
        let mut modules = 0;
        for r in recipes {
            let mut module = |recipe: &ModuleRecipe| -> Option<ModuleJob> {
                let shader = match recipe.shader() {
                    Some(h) => Some(lock(&self.shaders).get(&h).cloned()?),
                    None => None,
                };
                let mut table = lock(&self.modules);
                if let Some(j) = table.get(recipe) {
                    return Some(j.clone());
                }
                let job = pipelines::module_job(&self.device, recipe.clone(), shader, None, same.clone());
                pool.queue(Lane::Other, &job);
                modules += 1;
                table.insert(recipe.clone(), job.clone());
                Some(job)
            };
            let (Some(vs), Some(ps)) = (module(&r.vs), module(&r.ps)) else {
                continue;
            };
            let job = pipelines::pipeline_job(&self.device, &mut layouts, &r, vs, ps, self.backend_cache(), None);
            pool.queue(Lane::Ready, &job);
            lock(&self.pipelines).insert(r, job.clone());
            queued.push(job);
        }
        perf::add(&COUNTERS.prewarm_modules, modules);
        perf::add(&COUNTERS.prewarm_pipelines, queued.len() as u64);
        // Wait for the builds, up to the budget, and no longer than some
        // device holds the cache (this thread's is then the last hold).
        while queued.iter().any(|j| !j.is_ready()) && start.elapsed() < budget && Arc::strong_count(&self) > 1 {
            std::thread::sleep(Duration::from_millis(2));
        }
        drop(pool); // stops after the builds running now
        let built = queued.iter().filter(|j| j.is_ready()).count();
        if built < queued.len() {
            // Left for the devices to build when they need them.
            lock(&self.pipelines).retain(|_, j| j.is_ready());
            lock(&self.modules).retain(|_, j| j.is_ready());
        }
        let took = start.elapsed();
        perf::add(&COUNTERS.prewarm_ns, took.as_nanos() as u64);
        log::info!(
            target: "wgd3d9::cache",
            "prewarm: {built} of {} recorded pipelines built ({modules} modules) in {} ms",
            queued.len(),
            took.as_millis()
        );
        self.save_backend_cache();
    }
}
