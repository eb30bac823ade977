//! Samplers and texture bind groups, cached by the D3D9 state that decides them.

use crate::conv;
use crate::pipelines::{FastMap, TextureDims, BOUND_SAMPLERS};
use std::hash::{Hash, Hasher};
use wgd3d9_core::record::texture_shape;
use wgd3d9_core::state_tables::SAMP_COUNT;
use wgd3d9_types::*;

/// The sampler-relevant D3D9 sampler states (D3DSAMP_MAXMIPLEVEL and the
/// no-mipmapping case choose the texture view, not the sampler).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SamplerKey {
    pub address: [u8; 3],
    pub mag: u8,
    pub min: u8,
    pub mip: u8,
    pub anisotropy: u8,
    pub border: u32,
}

impl SamplerKey {
    /// The key of sampler states `s`; `forced_anisotropy` (1 to 16,
    /// `texture.anisotropy`) makes a sampler that minifies linearly or
    /// anisotropically filter anisotropically with that many samples (0:
    /// as the states say).
    pub fn from_states(s: &[u32; SAMP_COUNT], forced_anisotropy: u32) -> SamplerKey {
        let min = s[D3DSAMP_MINFILTER as usize];
        if forced_anisotropy > 0 && matches!(min, D3DTEXF_LINEAR | D3DTEXF_ANISOTROPIC) {
            let mut forced = *s;
            forced[D3DSAMP_MINFILTER as usize] = D3DTEXF_ANISOTROPIC;
            forced[D3DSAMP_MAXANISOTROPY as usize] = forced_anisotropy;
            return SamplerKey::from_states(&forced, 0);
        }
        SamplerKey {
            address: [
                s[D3DSAMP_ADDRESSU as usize] as u8,
                s[D3DSAMP_ADDRESSV as usize] as u8,
                s[D3DSAMP_ADDRESSW as usize] as u8,
            ],
            mag: s[D3DSAMP_MAGFILTER as usize] as u8,
            min: s[D3DSAMP_MINFILTER as usize] as u8,
            mip: s[D3DSAMP_MIPFILTER as usize] as u8,
            anisotropy: s[D3DSAMP_MAXANISOTROPY as usize].clamp(1, 16) as u8,
            border: s[D3DSAMP_BORDERCOLOR as usize],
        }
    }
}

/// What decides a textures bind group: per sampler slot the shaders
/// declare, the bound texture (uid and view variant; 0 for none) and the
/// sampler id, zeros for the other slots; and the layout's sampler shapes.
#[derive(Clone, Copy, Debug)]
pub struct GroupKey {
    pub slots: [(u64, u32); BOUND_SAMPLERS as usize],
    pub dims: TextureDims,
}

impl GroupKey {
    /// The key of nothing bound for the layout of `dims`.
    pub fn new(dims: TextureDims) -> GroupKey {
        GroupKey {
            slots: [(0, 0); BOUND_SAMPLERS as usize],
            dims,
        }
    }

    /// The slots up to the last one declared: the bind group's layout has
    /// none after it, so the rest (zeros, as [`GroupKey::new`] leaves them)
    /// decide nothing. Keys are hashed and compared by these alone (a
    /// fixed-function draw's key by one slot, not twenty).
    fn declared_slots(&self) -> &[(u64, u32)] {
        &self.slots[..(u64::BITS - self.dims.declared_mask().leading_zeros()) as usize]
    }
}

impl PartialEq for GroupKey {
    fn eq(&self, other: &GroupKey) -> bool {
        self.dims == other.dims && self.declared_slots() == other.declared_slots()
    }
}

impl Eq for GroupKey {}

impl Hash for GroupKey {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.dims.hash(h);
        for &(texture, sampler) in self.declared_slots() {
            h.write_u64(texture);
            h.write_u32(sampler);
        }
    }
}

pub struct Binds {
    sampler_ids: FastMap<SamplerKey, u32>,
    samplers: Vec<wgpu::Sampler>,
    /// The slot in `made` of each group's key.
    groups: FastMap<GroupKey, usize>,
    /// The groups made (until forgotten), each with its unique id; draws
    /// name them by slot, and borrow them only to bind them.
    made: Vec<(u64, wgpu::BindGroup)>,
    next_group: u64,
    /// What an unbound sampler reads, per [`texture_shape`]: a 1x1(x1)
    /// texture of (0, 0, 0, 1), D3D9's colour of a sampler without a texture
    /// (six faces for the cube).
    dummy_views: [wgpu::TextureView; 3],
    empty: Option<wgpu::BindGroup>,
    border: bool,
}

impl Binds {
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue, border: bool) -> Binds {
        use wgpu::util::DeviceExt;
        let dummy = |shape: u32| {
            let (dimension, layers) = crate::conv::texture_extent_of_shape(shape, 1);
            let black = [0u8, 0, 0, 255].repeat(layers as usize);
            let texture = device.create_texture_with_data(
                queue,
                &wgpu::TextureDescriptor {
                    label: Some("unbound texture"),
                    size: wgpu::Extent3d {
                        width: 1,
                        height: 1,
                        depth_or_array_layers: layers,
                    },
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension,
                    format: wgpu::TextureFormat::Rgba8Unorm,
                    usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
                    view_formats: &[],
                },
                wgpu::util::TextureDataOrder::LayerMajor,
                &black,
            );
            texture.create_view(&wgpu::TextureViewDescriptor {
                dimension: Some(conv::view_dimension(shape)),
                ..Default::default()
            })
        };
        Binds {
            sampler_ids: FastMap::default(),
            samplers: Vec::new(),
            groups: FastMap::default(),
            made: Vec::new(),
            next_group: 0,
            dummy_views: [texture_shape::D2, texture_shape::CUBE, texture_shape::VOLUME].map(dummy),
            empty: None,
            border,
        }
    }

    /// The id of the sampler for `key`, created on first use.
    pub fn sampler(&mut self, device: &wgpu::Device, key: &SamplerKey) -> u32 {
        if let Some(&id) = self.sampler_ids.get(key) {
            return id;
        }
        let aniso = key.min as u32 == D3DTEXF_ANISOTROPIC || key.mag as u32 == D3DTEXF_ANISOTROPIC;
        let mut min = conv::filter(key.min as u32);
        let mut mag = conv::filter(key.mag as u32);
        let mut mip = conv::mip_filter(key.mip as u32);
        let anisotropy_clamp = if aniso && key.anisotropy > 1 {
            // The GPU filters anisotropically only with every filter linear.
            min = wgpu::FilterMode::Linear;
            mag = wgpu::FilterMode::Linear;
            mip = wgpu::MipmapFilterMode::Linear;
            key.anisotropy as u16
        } else {
            1
        };
        let uses_border = key.address.iter().any(|&a| a as u32 == D3DTADDRESS_BORDER);
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("d3d9 sampler"),
            address_mode_u: conv::address_mode(key.address[0] as u32, self.border),
            address_mode_v: conv::address_mode(key.address[1] as u32, self.border),
            address_mode_w: conv::address_mode(key.address[2] as u32, self.border),
            mag_filter: mag,
            min_filter: min,
            mipmap_filter: mip,
            // D3DSAMP_MAXMIPLEVEL and D3DTEXF_NONE mip filtering select the
            // levels of the texture view instead (see TextureRes::sampling_view):
            // then the GPU decides magnification against the largest level used,
            // as D3D9 does.
            lod_min_clamp: 0.0,
            lod_max_clamp: 32.0,
            compare: None,
            anisotropy_clamp,
            border_color: (uses_border && self.border).then(|| conv::border_color(key.border)),
        });
        self.samplers.push(sampler);
        let id = self.samplers.len() as u32 - 1;
        self.sampler_ids.insert(*key, id);
        id
    }

    /// The unique id (for redundant-bind elimination) and slot of the
    /// cached bind group of `key`, if it was made.
    pub fn cached(&self, key: &GroupKey) -> Option<(u64, usize)> {
        self.groups.get(key).map(|&slot| (self.made[slot].0, slot))
    }

    /// The group in `slot` (from [`Binds::cached`] or [`Binds::make`]; valid
    /// until [`Binds::forget_textures`]).
    pub fn group(&self, slot: usize) -> &wgpu::BindGroup {
        &self.made[slot].1
    }

    /// Makes and caches the bind group of `key` for `layout` (made for
    /// `key.dims`): per declared slot the view in `views` (`None` binds the
    /// placeholder of the slot's shape) and the sampler `key` names.
    /// Returns its unique id and slot.
    pub fn make(
        &mut self,
        device: &wgpu::Device,
        layout: &wgpu::BindGroupLayout,
        key: GroupKey,
        views: &[Option<&wgpu::TextureView>; BOUND_SAMPLERS as usize],
    ) -> (u64, usize) {
        let dims = key.dims;
        let mut entries = Vec::with_capacity(2 * BOUND_SAMPLERS as usize);
        for s in dims.declared().map(|s| s as usize) {
            let dummy = &self.dummy_views[dims.shape(s as u32).min(2) as usize];
            entries.push(wgpu::BindGroupEntry {
                binding: 2 * s as u32,
                resource: wgpu::BindingResource::TextureView(views[s].unwrap_or(dummy)),
            });
            entries.push(wgpu::BindGroupEntry {
                binding: 2 * s as u32 + 1,
                resource: wgpu::BindingResource::Sampler(&self.samplers[key.slots[s].1 as usize]),
            });
        }
        let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("d3d9 textures"),
            layout,
            entries: &entries,
        });
        self.next_group += 1;
        self.made.push((self.next_group, group));
        self.groups.insert(key, self.made.len() - 1);
        (self.next_group, self.made.len() - 1)
    }

    /// A group with nothing bound (for draws that sample nothing), for the
    /// all-2D layout.
    pub fn empty_group(&mut self, device: &wgpu::Device, layout: &wgpu::BindGroupLayout) -> &wgpu::BindGroup {
        if self.empty.is_none() {
            // The all-2D layout declares no slot: the group binds nothing.
            let key = GroupKey::new(TextureDims::default());
            let (_, slot) = self.make(device, layout, key, &[None; BOUND_SAMPLERS as usize]);
            self.empty = Some(self.made[slot].1.clone());
        }
        self.empty.as_ref().expect("just set")
    }

    /// Drops every cached texture group (a texture they may hold was
    /// destroyed); their slots name nothing after this.
    pub fn forget_textures(&mut self) {
        self.groups.clear();
        self.made.clear();
    }
}

#[cfg(test)]
mod tests;
