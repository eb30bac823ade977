//! The options of a wgd3d9 process: `wgd3d9.conf` beside the executable (or
//! in the working directory), then the `WGD3D9_CONFIG` environment variable
//! over it. `docs/wgd3d9.conf.sample` lists every option with its default.
//!
//! Both sources use one syntax: `key = value` entries, separated by new
//! lines or `;`, `#` starting a comment. Keys are case-insensitive. An
//! unknown key or a bad value is logged and ignored; the option keeps the
//! value it had. A `[pattern]` line starts a section whose entries apply
//! only to programs whose file name matches (`[hl2.exe]`, `[Fallout*.exe]`).

use std::path::PathBuf;

/// Every option, with its default in [`Config::default`].
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// `shader.asyncCompile`: a draw whose pipeline is still building may
    /// be left out of its frame when that loses nothing for good; off, every
    /// such draw waits for its build.
    pub async_compile: bool,
    /// `shader.compileThreads`: the compile workers of a device; 0 picks
    /// the available cores minus one, at least 1 and at most 4.
    pub compile_threads: u32,
    /// `cache.enabled`: keep the persistent shader and pipeline cache.
    pub cache_enabled: bool,
    /// `cache.dir`: where the cache files go; `None` for the per-user cache
    /// directory (`$XDG_CACHE_HOME/wgd3d9`, else `~/.cache/wgd3d9`).
    pub cache_dir: Option<PathBuf>,
    /// `cache.prewarmMs`: how long device creation's prewarm may spend
    /// starting builds of what the cache recorded.
    pub prewarm_ms: u32,
    /// `debug.buildDelayMs`: every build on a compile worker first sleeps
    /// this long (tests and benchmarks use it to make builds slow).
    pub debug_build_delay_ms: u32,
    /// `debug.loseDeviceAtPresent`: the process's Nth Present loses its
    /// device, as a GPU reset would (once per process; 0: never), to test a
    /// program's handling of lost devices.
    pub debug_lose_device_at_present: u32,
    /// `display.borderless`: full-screen swap chains keep the user's display
    /// mode (their frames are scaled to the screen) and cover it with a
    /// borderless window, and losing the foreground neither minimises it
    /// nor loses the device.
    pub borderless: bool,
    /// `present.maxFrameRate`: Present waits so that a device shows at most
    /// this many frames a second (0: no limit).
    pub max_frame_rate: u32,
    /// `present.interval`: the D3DPRESENT_INTERVAL_* every swap chain
    /// presents with, whatever the program asked (None: the program's).
    pub present_interval: Option<u32>,
    /// `present.maxFrameLatency`: the frames a device may queue ahead of
    /// the GPU, whatever the program asks (0: the program's; D3D9's is 3).
    pub max_frame_latency: u32,
    /// `present.msaa`: the samples of a device's back buffer and automatic
    /// depth buffer when the program asks for none (0: as asked; the most
    /// the GPU and the formats take up to this).
    pub msaa: u32,
    /// `adapter.vendorId` and `adapter.deviceId`: the PCI ids
    /// GetAdapterIdentifier reports (None: the GPU's).
    pub vendor_id: Option<u32>,
    pub device_id: Option<u32>,
    /// `adapter.description`: the adapter's name GetAdapterIdentifier
    /// reports (None: the GPU's).
    pub adapter_description: Option<String>,
    /// `adapter.gpu`: the GPU to draw with, the first whose name holds this
    /// (ignoring case; None: the highest-performance one).
    pub gpu: Option<String>,
    /// `adapter.memoryMiB`: the video memory GetAvailableTextureMem counts
    /// down from, in MiB (0: 1024; at most 4095, below what overflows a
    /// 32-bit count).
    pub memory_mib: u32,
    /// `memory.keepFreedHeap`: glibc keeps memory freed at the top of its
    /// heaps and (64-bit processes) threads' wholly free heaps, and serves
    /// blocks under 32 MiB (512 KiB in 32-bit processes) from them, instead
    /// of giving them back to the system and taking them again every frame.
    pub keep_freed_heap: bool,
    /// `texture.anisotropy`: samplers that filter linearly or
    /// anisotropically filter anisotropically with this many samples,
    /// whatever the program set (0: the program's).
    pub anisotropy: u32,
    /// `texture.lodBias`: added to every sampler's D3DSAMP_MIPMAPLODBIAS.
    pub lod_bias: f32,
    /// `texture.clampNegativeLodBias`: a negative bias (the program's plus
    /// `texture.lodBias`) counts as 0, which stops the shimmer of sharpened
    /// textures.
    pub clamp_negative_lod_bias: bool,
    /// `hud`: the HUD's items ([`crate::hud::item`] bits; 0: no HUD);
    /// `WGD3D9_HUD` wins over it.
    pub hud: u32,
    /// `hud.scale`: the HUD's pixel size (0: by the window's height, see
    /// [`crate::hud::scale_for`]).
    pub hud_scale: u32,
    /// `debug.captureAtPresent`: the process's Nth Present of an implicit
    /// swap chain writes the frame as shown (HUD and drawn cursor
    /// included) to a PNG file in `debug.captureDir` (0: never).
    pub debug_capture_at_present: u32,
    /// `debug.captureDir`: where captures go (None: the working directory).
    pub debug_capture_dir: Option<PathBuf>,
    /// `debug.dumpShaders`: a directory each shader's bytecode is written
    /// to when the program creates it (None: none).
    pub debug_dump_shaders: Option<PathBuf>,
    /// `debug.validation`: wgpu checks every GPU call, and the GPU driver's
    /// validation layers run where installed (slow).
    pub debug_validation: bool,
}

/// The values of `present.interval` and the D3DPRESENT_INTERVAL_* each
/// stands for.
const PRESENT_INTERVALS: [(&str, u32); 6] = [
    ("default", 0),
    ("one", 1),
    ("two", 2),
    ("three", 4),
    ("four", 8),
    ("immediate", 0x8000_0000),
];

impl Default for Config {
    fn default() -> Config {
        Config {
            async_compile: true,
            compile_threads: 0,
            cache_enabled: true,
            cache_dir: None,
            prewarm_ms: 2000,
            debug_build_delay_ms: 0,
            debug_lose_device_at_present: 0,
            borderless: false,
            max_frame_rate: 0,
            present_interval: None,
            max_frame_latency: 0,
            msaa: 0,
            vendor_id: None,
            device_id: None,
            adapter_description: None,
            gpu: None,
            memory_mib: 0,
            keep_freed_heap: true,
            anisotropy: 0,
            lod_bias: 0.0,
            clamp_negative_lod_bias: false,
            hud: 0,
            hud_scale: 0,
            debug_capture_at_present: 0,
            debug_capture_dir: None,
            debug_dump_shaders: None,
            debug_validation: false,
        }
    }
}

/// The log filter of every part of wgd3d9 when `RUST_LOG` does not set one:
/// warnings and errors.
pub const DEFAULT_LOG_FILTER: &str = "warn";

/// The environment variable whose entries override the file's.
pub const ENV: &str = "WGD3D9_CONFIG";
/// The file name looked for beside the executable and in the working
/// directory.
pub const FILE_NAME: &str = "wgd3d9.conf";

/// Logs a problem with the options, once per process (the options are read
/// again by each device).
fn report_once(problem: String) {
    static REPORTED: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut reported = REPORTED.lock().unwrap_or_else(|e| e.into_inner());
    if !reported.contains(&problem) {
        log::warn!(target: "wgd3d9::config", "{problem}");
        reported.push(problem);
    }
}

/// Whether `name` matches `pattern` (`*` any run of characters, `?` one),
/// ignoring ASCII case.
pub fn glob_matches(pattern: &str, name: &str) -> bool {
    let (p, n): (Vec<char>, Vec<char>) = (
        pattern.chars().map(|c| c.to_ascii_lowercase()).collect(),
        name.chars().map(|c| c.to_ascii_lowercase()).collect(),
    );
    // Iterative matching with one backtrack point (the last `*`).
    let (mut pi, mut ni, mut star, mut mark) = (0, 0, None, 0);
    while ni < n.len() {
        match p.get(pi) {
            Some('*') => {
                star = Some(pi);
                mark = ni;
                pi += 1;
            }
            Some(&c) if c == '?' || c == n[ni] => {
                pi += 1;
                ni += 1;
            }
            _ => match star {
                Some(s) => {
                    pi = s + 1;
                    mark += 1;
                    ni = mark;
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// A PCI id: hexadecimal with `0x`, else decimal; empty for none.
fn parse_id(v: &str) -> Option<Option<u32>> {
    if v.is_empty() {
        return Some(None);
    }
    let id = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(hex) => u32::from_str_radix(hex, 16).ok()?,
        None => v.parse().ok()?,
    };
    (id <= 0xFFFF).then_some(Some(id))
}

fn parse_bool(v: &str) -> Option<bool> {
    match v.to_ascii_lowercase().as_str() {
        "1" | "true" | "on" | "yes" => Some(true),
        "0" | "false" | "off" | "no" => Some(false),
        _ => None,
    }
}

impl Config {
    /// Applies the entries of `text` over `self` for every program (entries
    /// in `[pattern]` sections are checked but not applied); returns one
    /// message per entry that was not understood (and left nothing changed).
    /// Each message names the entry's line.
    pub fn apply(&mut self, text: &str) -> Vec<String> {
        self.apply_for(text, "")
    }

    /// [`Config::apply`] for program `program` (its file name, such as
    /// `hl2.exe`): entries after a `[pattern]` line apply only when the
    /// pattern (`*` any run of characters, `?` one, case-insensitive)
    /// matches the program, until the next such line; entries before the
    /// first apply to every program.
    pub fn apply_for(&mut self, text: &str, program: &str) -> Vec<String> {
        let mut problems = Vec::new();
        // Entries of sections of other programs are checked on a copy.
        let mut other = self.clone();
        let mut applies = true;
        for (i, line) in text.split('\n').enumerate() {
            let line_no = i + 1;
            let line = line.split('#').next().unwrap_or("").trim();
            if let Some(pattern) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                applies = !program.is_empty() && glob_matches(pattern.trim(), program);
                continue;
            }
            let target = if applies { &mut *self } else { &mut other };
            for entry in line.split(';').map(str::trim).filter(|e| !e.is_empty()) {
                let Some((key, value)) = entry.split_once('=') else {
                    problems.push(format!("line {line_no}: `{entry}` is not `key = value`"));
                    continue;
                };
                let (key, value) = (key.trim().to_ascii_lowercase(), value.trim());
                match target.set(&key, value) {
                    Some(true) => {}
                    Some(false) => problems.push(format!("line {line_no}: `{value}` is not a value of `{key}`")),
                    None => problems.push(format!("line {line_no}: unknown option `{key}`")),
                }
            }
        }
        problems
    }

    /// Sets option `key` (lower case) from `value`: Some(true) when set,
    /// Some(false) for a bad value (nothing changes), None for an unknown
    /// key.
    fn set(&mut self, key: &str, value: &str) -> Option<bool> {
        let ok = match key {
            "shader.asynccompile" => parse_bool(value).map(|b| self.async_compile = b),
            "shader.compilethreads" => value.parse().ok().map(|n| self.compile_threads = n),
            "cache.enabled" => parse_bool(value).map(|b| self.cache_enabled = b),
            "cache.dir" => {
                self.cache_dir = (!value.is_empty()).then(|| PathBuf::from(value));
                Some(())
            }
            "cache.prewarmms" => value.parse().ok().map(|n| self.prewarm_ms = n),
            "debug.builddelayms" => value.parse().ok().map(|n| self.debug_build_delay_ms = n),
            "debug.losedeviceatpresent" => value.parse().ok().map(|n| self.debug_lose_device_at_present = n),
            "display.borderless" => parse_bool(value).map(|b| self.borderless = b),
            "present.maxframerate" => value.parse().ok().map(|n| self.max_frame_rate = n),
            "present.interval" => self.set_present_interval(value),
            "present.maxframelatency" => value
                .parse()
                .ok()
                .filter(|&n| n <= 16)
                .map(|n| self.max_frame_latency = n),
            "present.msaa" => value
                .parse()
                .ok()
                .filter(|n| matches!(n, 0 | 2 | 4 | 8 | 16))
                .map(|n| self.msaa = n),
            "adapter.vendorid" => parse_id(value).map(|id| self.vendor_id = id),
            "adapter.deviceid" => parse_id(value).map(|id| self.device_id = id),
            "adapter.description" => {
                self.adapter_description = (!value.is_empty()).then(|| value.to_string());
                Some(())
            }
            "adapter.gpu" => {
                self.gpu = (!value.is_empty()).then(|| value.to_string());
                Some(())
            }
            "adapter.memorymib" => value.parse().ok().filter(|&n| n < 4096).map(|n| self.memory_mib = n),
            "memory.keepfreedheap" => parse_bool(value).map(|b| self.keep_freed_heap = b),
            "texture.anisotropy" => value.parse().ok().filter(|&n| n <= 16).map(|n| self.anisotropy = n),
            "texture.lodbias" => value
                .parse()
                .ok()
                .filter(|b: &f32| b.is_finite() && b.abs() <= 16.0)
                .map(|b| self.lod_bias = b),
            "texture.clampnegativelodbias" => parse_bool(value).map(|b| self.clamp_negative_lod_bias = b),
            "hud" => crate::hud::parse_items(value).map(|items| self.hud = items),
            "hud.scale" => value
                .parse()
                .ok()
                .filter(|&n| n <= crate::hud::MAX_SCALE)
                .map(|n| self.hud_scale = n),
            "debug.captureatpresent" => value.parse().ok().map(|n| self.debug_capture_at_present = n),
            "debug.capturedir" => {
                self.debug_capture_dir = (!value.is_empty()).then(|| PathBuf::from(value));
                Some(())
            }
            "debug.dumpshaders" => {
                self.debug_dump_shaders = (!value.is_empty()).then(|| PathBuf::from(value));
                Some(())
            }
            "debug.validation" => parse_bool(value).map(|b| self.debug_validation = b),
            _ => return None,
        };
        Some(ok.is_some())
    }

    /// The process's options: the defaults, the first `wgd3d9.conf` found
    /// beside the executable or in the working directory, then
    /// `WGD3D9_CONFIG`. Problems are logged (target `wgd3d9::config`).
    /// Sections (`[pattern]`) apply to the running program's file name.
    pub fn load() -> Config {
        let program = crate::log_setup::current_program_file();
        let mut c = Config::default();
        let beside_exe = std::env::current_exe()
            .ok()
            .and_then(|e| e.parent().map(|d| d.join(FILE_NAME)));
        let candidates = beside_exe.into_iter().chain(std::iter::once(PathBuf::from(FILE_NAME)));
        if let Some((path, text)) = candidates
            .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
            .next()
        {
            for p in c.apply_for(&text, &program) {
                report_once(format!("{}: {p}", path.display()));
            }
        }
        if let Ok(text) = std::env::var(ENV) {
            for p in c.apply_for(&text, &program) {
                report_once(format!("{ENV}: {p}"));
            }
        }
        if let Ok(items) = std::env::var(crate::hud::ENV) {
            match crate::hud::parse_items(&items) {
                Some(items) => c.hud = items,
                None => report_once(format!("{}: `{items}` is not a list of HUD items", crate::hud::ENV)),
            }
        }
        c
    }

    /// The options that differ from their defaults, as `key=value` entries
    /// separated by `; ` (the syntax [`Config::apply`] reads), or
    /// `defaults` when none does: what a log line at device creation shows.
    pub fn describe(&self) -> String {
        let d = Config::default();
        let mut entries = Vec::new();
        let on_off = |b: bool| if b { "on" } else { "off" };
        if self.async_compile != d.async_compile {
            entries.push(format!("shader.asyncCompile={}", on_off(self.async_compile)));
        }
        if self.compile_threads != d.compile_threads {
            entries.push(format!("shader.compileThreads={}", self.compile_threads));
        }
        if self.cache_enabled != d.cache_enabled {
            entries.push(format!("cache.enabled={}", on_off(self.cache_enabled)));
        }
        if let Some(dir) = &self.cache_dir {
            entries.push(format!("cache.dir={}", dir.display()));
        }
        if self.prewarm_ms != d.prewarm_ms {
            entries.push(format!("cache.prewarmMs={}", self.prewarm_ms));
        }
        if self.debug_build_delay_ms != d.debug_build_delay_ms {
            entries.push(format!("debug.buildDelayMs={}", self.debug_build_delay_ms));
        }
        if self.debug_lose_device_at_present != d.debug_lose_device_at_present {
            entries.push(format!(
                "debug.loseDeviceAtPresent={}",
                self.debug_lose_device_at_present
            ));
        }
        if self.borderless != d.borderless {
            entries.push(format!("display.borderless={}", on_off(self.borderless)));
        }
        if self.max_frame_rate != d.max_frame_rate {
            entries.push(format!("present.maxFrameRate={}", self.max_frame_rate));
        }
        if let Some(name) = self
            .present_interval
            .and_then(|i| PRESENT_INTERVALS.iter().find(|(_, v)| *v == i))
        {
            entries.push(format!("present.interval={}", name.0));
        }
        if self.max_frame_latency != d.max_frame_latency {
            entries.push(format!("present.maxFrameLatency={}", self.max_frame_latency));
        }
        if self.msaa != d.msaa {
            entries.push(format!("present.msaa={}", self.msaa));
        }
        if let Some(id) = self.vendor_id {
            entries.push(format!("adapter.vendorId={id:#06x}"));
        }
        if let Some(id) = self.device_id {
            entries.push(format!("adapter.deviceId={id:#06x}"));
        }
        if let Some(name) = &self.adapter_description {
            entries.push(format!("adapter.description={name}"));
        }
        if let Some(name) = &self.gpu {
            entries.push(format!("adapter.gpu={name}"));
        }
        if self.memory_mib != d.memory_mib {
            entries.push(format!("adapter.memoryMiB={}", self.memory_mib));
        }
        if self.anisotropy != d.anisotropy {
            entries.push(format!("texture.anisotropy={}", self.anisotropy));
        }
        if self.lod_bias != d.lod_bias {
            entries.push(format!("texture.lodBias={}", self.lod_bias));
        }
        if self.clamp_negative_lod_bias != d.clamp_negative_lod_bias {
            entries.push(format!(
                "texture.clampNegativeLodBias={}",
                on_off(self.clamp_negative_lod_bias)
            ));
        }
        if self.hud != d.hud {
            entries.push(format!("hud={}", crate::hud::describe_items(self.hud)));
        }
        if self.hud_scale != d.hud_scale {
            entries.push(format!("hud.scale={}", self.hud_scale));
        }
        if self.debug_capture_at_present != d.debug_capture_at_present {
            entries.push(format!("debug.captureAtPresent={}", self.debug_capture_at_present));
        }
        if let Some(dir) = &self.debug_capture_dir {
            entries.push(format!("debug.captureDir={}", dir.display()));
        }
        if let Some(dir) = &self.debug_dump_shaders {
            entries.push(format!("debug.dumpShaders={}", dir.display()));
        }
        if self.keep_freed_heap != d.keep_freed_heap {
            entries.push(format!("memory.keepFreedHeap={}", on_off(self.keep_freed_heap)));
        }
        if self.debug_validation != d.debug_validation {
            entries.push(format!("debug.validation={}", on_off(self.debug_validation)));
        }
        if entries.is_empty() {
            "defaults".into()
        } else {
            entries.join("; ")
        }
    }

    /// `present.interval`'s value: a name of [`PRESENT_INTERVALS`], or
    /// `app` for the program's own interval.
    fn set_present_interval(&mut self, value: &str) -> Option<()> {
        let value = value.to_ascii_lowercase();
        if value == "app" || value.is_empty() {
            self.present_interval = None;
            return Some(());
        }
        let (_, interval) = PRESENT_INTERVALS.iter().find(|(name, _)| *name == value)?;
        self.present_interval = Some(*interval);
        Some(())
    }

    /// The number of compile workers these options give on a machine with
    /// `cores` available cores.
    pub fn workers(&self, cores: usize) -> usize {
        match self.compile_threads {
            0 => cores.saturating_sub(1).clamp(1, 4),
            n => n as usize,
        }
    }

    /// The directory of the cache files (see [`Config::cache_dir`]); `None`
    /// when no home directory is known.
    pub fn cache_directory(&self) -> Option<PathBuf> {
        if let Some(d) = &self.cache_dir {
            return Some(d.clone());
        }
        let base = std::env::var_os("XDG_CACHE_HOME")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
        Some(base.join("wgd3d9"))
    }
}

#[cfg(test)]
mod tests;
