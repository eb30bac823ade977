//! The process-wide GPU instance and adapter, opened once on first use.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use wgd3d9_core::wire::{self, features, AdapterInfo};

/// The GPU adapter every device of this process uses.
pub struct Gpu {
    pub instance: wgpu::Instance,
    pub adapter: wgpu::Adapter,
    pub info: AdapterInfo,
    device: Mutex<Option<GpuDevice>>,
}

/// The process's GPU device and queue, and whether the device was lost
/// (a driver reset; the callback sets it).
#[derive(Clone)]
pub struct GpuDevice {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub lost: Arc<AtomicBool>,
}

impl Gpu {
    /// The process's one GPU device and queue, created on first use and shared
    /// by every D3D9 device (each has its own threads and resources). One
    /// device per process also sidesteps driver-internal contention seen
    /// between several devices of one process submitting at once. Once that
    /// device is lost, the next call makes a new one (D3D9 devices Reset
    /// after a loss get it).
    pub fn device(&self) -> Option<GpuDevice> {
        let mut slot = self.device.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(d) = slot.as_ref().filter(|d| !d.lost.load(Ordering::Acquire)) {
            return Some(d.clone());
        }
        let features = wanted_features(&self.adapter);
        let created = pollster::block_on(self.adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("wgd3d9"),
            required_features: features,
            required_limits: self.adapter.limits(),
            ..Default::default()
        }));
        let (device, queue) = match created {
            Ok(d) => d,
            Err(e) => {
                log::error!(target: "wgd3d9::runtime", "request_device failed: {e}");
                return None;
            }
        };
        let lost = Arc::new(AtomicBool::new(false));
        device.on_uncaptured_error(Arc::new(|e: wgpu::Error| {
            log::error!(target: "wgd3d9::runtime", "GPU error: {e}");
        }));
        let flag = lost.clone();
        device.set_device_lost_callback(move |reason, msg| {
            log::error!(target: "wgd3d9::runtime", "GPU device lost ({reason:?}): {msg}");
            flag.store(true, Ordering::Release);
        });
        let made = GpuDevice { device, queue, lost };
        *slot = Some(made.clone());
        Some(made)
    }
}

static GPU: OnceLock<Option<Gpu>> = OnceLock::new();

/// Opens (once) and returns the adapter, or `None` when no GPU is usable.
///
/// The adapter is the first whose name holds the `adapter.gpu` option
/// (ignoring case), else the one wgpu's environment variables
/// (`WGPU_BACKEND`, `WGPU_ADAPTER_NAME`) choose when they are set, else the
/// highest-performance one.
pub fn gpu() -> Option<&'static Gpu> {
    GPU.get_or_init(open).as_ref()
}

/// The adapter named by `adapter.gpu`, if the option is set and an adapter's
/// name holds it; otherwise the adapters there are are logged.
fn named_adapter(instance: &wgpu::Instance) -> Option<wgpu::Adapter> {
    let wanted = wgd3d9_core::config::Config::load().gpu?.to_lowercase();
    let adapters = pollster::block_on(instance.enumerate_adapters(wgpu::Backends::all()));
    let found = adapters
        .iter()
        .position(|a| a.get_info().name.to_lowercase().contains(&wanted));
    if found.is_none() {
        let names: Vec<String> = adapters.iter().map(|a| a.get_info().name).collect();
        log::warn!(target: "wgd3d9::runtime", "adapter.gpu: no adapter named like `{wanted}` among {names:?}; using the default");
    }
    found.map(|i| adapters.into_iter().nth(i).expect("found above"))
}

/// The instance's flags: `from_env`'s (wgpu's defaults and environment
/// variables), with validation and the driver's debug layers when
/// `debug.validation` is on.
fn instance_flags(from_env: wgpu::InstanceFlags, config: &wgd3d9_core::config::Config) -> wgpu::InstanceFlags {
    if config.debug_validation {
        log::warn!(target: "wgd3d9::runtime", "debug.validation: every GPU call is checked (slow)");
        from_env | wgpu::InstanceFlags::debugging()
    } else {
        from_env
    }
}

fn open() -> Option<Gpu> {
    let config = wgd3d9_core::config::Config::load();
    crate::heap::tune_once(&config);
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    desc.flags = instance_flags(desc.flags, &config);
    let instance = wgpu::Instance::new(desc);
    let adapter = match named_adapter(&instance) {
        Some(a) => Ok(a),
        None => pollster::block_on(wgpu::util::initialize_adapter_from_env_or_default(&instance, None)),
    };
    let adapter = match adapter {
        Ok(a) => a,
        Err(e) => {
            log::error!(target: "wgd3d9::runtime", "no GPU adapter: {e}");
            return None;
        }
    };
    if let Err(missing) = drawable(&adapter) {
        log::error!(target: "wgd3d9::runtime", "adapter {} cannot draw D3D9: {missing}", adapter.get_info().name);
        return None;
    }
    let info = describe(&adapter);
    log::info!(
        target: "wgd3d9::runtime",
        "adapter: {} ({}), backend {:?}",
        info.name_str(),
        info.driver_str(),
        adapter.get_info().backend
    );
    Some(Gpu {
        instance,
        adapter,
        info,
        device: Mutex::new(None),
    })
}

/// Whether the adapter has what every draw needs: immediates for the
/// constant blocks' indices, and uniform bindings as large as the vertex
/// constant window (64 KiB: desktop Vulkan drivers and lavapipe offer it,
/// though Vulkan's minimum is 16 KiB).
fn drawable(adapter: &wgpu::Adapter) -> Result<(), String> {
    let limits = adapter.limits();
    let window = crate::pipelines::CONSTANT_BINDING_SIZE;
    if !adapter.features().contains(wgpu::Features::IMMEDIATES) {
        return Err("no immediates".into());
    }
    if limits.max_immediate_size < wgd3d9_shader::ir::IMMEDIATE_BYTES {
        return Err(format!("{} bytes of immediates", limits.max_immediate_size));
    }
    if limits.max_uniform_buffer_binding_size < window {
        return Err(format!(
            "uniform bindings of {} bytes",
            limits.max_uniform_buffer_binding_size
        ));
    }
    Ok(())
}

/// The optional wgpu features wgd3d9 uses when the adapter has them.
pub fn wanted_features(adapter: &wgpu::Adapter) -> wgpu::Features {
    let wanted = wgpu::Features::TEXTURE_COMPRESSION_BC
        | wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER
        | wgpu::Features::DEPTH_CLIP_CONTROL
        | wgpu::Features::FLOAT32_FILTERABLE
        | wgpu::Features::POLYGON_MODE_LINE
        | wgpu::Features::POLYGON_MODE_POINT
        | wgpu::Features::CLIP_DISTANCES
        | wgpu::Features::TEXTURE_FORMAT_16BIT_NORM
        | wgpu::Features::DUAL_SOURCE_BLENDING
        | wgpu::Features::PIPELINE_CACHE
        | wgpu::Features::TIMESTAMP_QUERY
        | wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS
        // Draws find their constant blocks by an index in the immediates.
        | wgpu::Features::IMMEDIATES
        // The adapter's own format features (sample counts beyond 4).
        | wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES;
    adapter.features() & wanted
}

fn describe(adapter: &wgpu::Adapter) -> AdapterInfo {
    let a = adapter.get_info();
    let f = wanted_features(adapter);
    let limits = adapter.limits();
    let mut info = AdapterInfo::default();
    wire::write_c_str(&mut info.name, &a.name);
    let driver = format!("{} {}", a.driver, a.driver_info);
    wire::write_c_str(&mut info.driver, driver.trim());
    info.vendor_id = a.vendor;
    info.device_id = a.device;
    info.backend = match a.backend {
        wgpu::Backend::Vulkan => wire::backend::VULKAN,
        wgpu::Backend::Metal => wire::backend::METAL,
        wgpu::Backend::Dx12 => wire::backend::DX12,
        wgpu::Backend::Gl => wire::backend::GL,
        _ => wire::backend::OTHER,
    };
    info.device_type = match a.device_type {
        wgpu::DeviceType::Other => 0,
        wgpu::DeviceType::IntegratedGpu => 1,
        wgpu::DeviceType::DiscreteGpu => 2,
        wgpu::DeviceType::VirtualGpu => 3,
        wgpu::DeviceType::Cpu => 4,
    };
    let mut bits = 0;
    for (wf, bit) in [
        (wgpu::Features::TEXTURE_COMPRESSION_BC, features::TEXTURE_COMPRESSION_BC),
        (wgpu::Features::ADDRESS_MODE_CLAMP_TO_BORDER, features::CLAMP_TO_BORDER),
        (wgpu::Features::DEPTH_CLIP_CONTROL, features::DEPTH_CLIP_CONTROL),
        (wgpu::Features::FLOAT32_FILTERABLE, features::FLOAT32_FILTERABLE),
        (wgpu::Features::POLYGON_MODE_LINE, features::POLYGON_MODE_LINE),
        (wgpu::Features::POLYGON_MODE_POINT, features::POLYGON_MODE_POINT),
        (wgpu::Features::CLIP_DISTANCES, features::CLIP_DISTANCES),
        (wgpu::Features::TEXTURE_FORMAT_16BIT_NORM, features::TEXTURE_16BIT_NORM),
        (wgpu::Features::DUAL_SOURCE_BLENDING, features::DUAL_SOURCE_BLENDING),
        (wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS, features::TIMESTAMPS),
    ] {
        if f.contains(wf) {
            bits |= bit;
        }
    }
    info.features = bits;
    info.max_texture_dimension_2d = limits.max_texture_dimension_2d;
    info.max_texture_dimension_3d = limits.max_texture_dimension_3d;
    info.max_vertex_buffers = limits.max_vertex_buffers;
    info.max_color_attachments = limits.max_color_attachments;
    info.sample_count_mask = sample_counts(adapter, f);
    info
}

/// The sample counts (bit n: n samples) every multisample-capable format
/// renders with (colour formats resolving too); 1 always. Without the
/// adapter's own format features, wgpu allows 4 only.
fn sample_counts(adapter: &wgpu::Adapter, f: wgpu::Features) -> u32 {
    let mut mask = 1 << 1;
    for n in [2u32, 4, 8, 16] {
        if n != 4 && !f.contains(wgpu::Features::TEXTURE_ADAPTER_SPECIFIC_FORMAT_FEATURES) {
            continue;
        }
        let all = wgd3d9_core::multisample::CAPABLE.iter().all(|&g| {
            let flags = adapter
                .get_texture_format_features(crate::conv::texture_format(g))
                .flags;
            let resolves = g.is_depth() || flags.contains(wgpu::TextureFormatFeatureFlags::MULTISAMPLE_RESOLVE);
            flags.sample_count_supported(n) && resolves
        });
        if all {
            mask |= 1 << n;
        }
    }
    mask
}

#[cfg(test)]
mod tests;
