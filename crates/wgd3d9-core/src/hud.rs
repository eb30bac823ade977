//! What the on-screen HUD shows: its items, read from `WGD3D9_HUD` (or the
//! `hud` option), and how a device's choice travels to the runtime in one
//! `u32` (items in the low bits, the scale above them).

/// The items, one bit each, in the order the HUD draws them.
pub mod item {
    /// wgd3d9's version and the adapter's name.
    pub const VERSION: u32 = 1 << 0;
    /// Frames a second and the frame time, averaged over half a second.
    pub const FPS: u32 = 1 << 1;
    /// A graph of the last 120 frame times.
    pub const FRAMETIMES: u32 = 1 << 2;
    /// Draws and other recorded calls (state changes) per frame.
    pub const DRAWS: u32 = 1 << 3;
    /// Submissions to the GPU queue per frame.
    pub const SUBMISSIONS: u32 = 1 << 4;
    /// Pipelines built, and draws left out while one was building.
    pub const PIPELINES: u32 = 1 << 5;
    /// Shaders and pipelines compiling now.
    pub const COMPILING: u32 = 1 << 6;
    /// GPU memory held by the device's textures and buffers (their own
    /// sizes; the runtime's helper copies are not counted).
    pub const MEMORY: u32 = 1 << 7;
    /// CPU time per frame of the application's thread (its D3D9 calls) and
    /// of the encoder.
    pub const API: u32 = 1 << 8;
    /// Every item.
    pub const ALL: u32 = (1 << 9) - 1;
    /// `WGD3D9_HUD=1`: the frame rate, the frame-time graph and compiling.
    pub const DEFAULT: u32 = FPS | FRAMETIMES | COMPILING;
}

/// The items' names as `WGD3D9_HUD` spells them.
pub const ITEM_NAMES: [(&str, u32); 9] = [
    ("version", item::VERSION),
    ("fps", item::FPS),
    ("frametimes", item::FRAMETIMES),
    ("draws", item::DRAWS),
    ("submissions", item::SUBMISSIONS),
    ("pipelines", item::PIPELINES),
    ("compiling", item::COMPILING),
    ("memory", item::MEMORY),
    ("api", item::API),
];

/// The environment variable naming the HUD's items; it wins over the
/// `hud` option.
pub const ENV: &str = "WGD3D9_HUD";

/// The largest `hud.scale`.
pub const MAX_SCALE: u32 = 8;

/// The items of a comma-separated list of [`ITEM_NAMES`], `full` (all),
/// `1` (the default set) or `0` / empty (none); None when a name is
/// unknown.
pub fn parse_items(list: &str) -> Option<u32> {
    let mut items = 0;
    for name in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
        items |= match name.to_ascii_lowercase().as_str() {
            "full" => item::ALL,
            "1" => item::DEFAULT,
            "0" => 0,
            n => ITEM_NAMES.iter().find(|(k, _)| *k == n)?.1,
        };
    }
    Some(items)
}

/// `items` as [`parse_items`] reads them (`full` for all of them).
pub fn describe_items(items: u32) -> String {
    if items & item::ALL == item::ALL {
        return "full".into();
    }
    let names: Vec<&str> = ITEM_NAMES
        .iter()
        .filter(|(_, bit)| items & bit != 0)
        .map(|(n, _)| *n)
        .collect();
    names.join(",")
}

/// A device's HUD in one `u32` (`DeviceDesc::hud`): the items in bits 0-15,
/// the scale (0: chosen by the window's height) in bits 16-23.
pub fn pack(items: u32, scale: u32) -> u32 {
    (items & 0xFFFF) | (scale.min(MAX_SCALE) << 16)
}

/// [`pack`]'s items and scale.
pub fn unpack(packed: u32) -> (u32, u32) {
    (packed & item::ALL, ((packed >> 16) & 0xFF).min(MAX_SCALE))
}

/// The scale the HUD is drawn at in a client area `height` pixels tall:
/// `scale` when set, else 1 up to 1080 lines, 2 up to 2160 (4K), and one
/// more per 1080 lines above.
pub fn scale_for(scale: u32, height: u32) -> u32 {
    match scale {
        0 => (height.saturating_sub(1) / 1080 + 1).clamp(1, MAX_SCALE),
        s => s.min(MAX_SCALE),
    }
}

#[cfg(test)]
mod tests;
