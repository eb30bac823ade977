//! [`Device`]: IDirect3DDevice9.

use super::com_ptr::{com_call, Com, Interface};
use super::direct3d::PresentParameters;
use super::resources::{IndexBuffer, PixelShader, Surface, Texture, VertexBuffer, VertexDeclaration, VertexShader};
use super::textures::BaseTexture;
use super::{Error, Result};
use wgd3d9_types::*;

/// The IDirect3DDevice9 object.
#[derive(Clone)]
pub struct Device(pub(super) Com<IDirect3DDevice9>);

/// A new object a creation method wrote through its out pointer, or the
/// error it answered.
pub(super) fn made<T: Interface, W>(hr: HRESULT, p: *mut T, wrap: impl FnOnce(Com<T>) -> W) -> Result<W> {
    Error::check(hr)?;
    // SAFETY: the call succeeded: `p` is a new object with one reference.
    unsafe { Com::from_raw(p) }.map(wrap).ok_or(Error(D3DERR_INVALIDCALL))
}

impl Device {
    pub(crate) fn from_com(com: Com<IDirect3DDevice9>) -> Device {
        Device(com)
    }

    /// The IDirect3DDevice9 pointer (the object stays owned by `self`).
    pub fn as_raw(&self) -> *mut IDirect3DDevice9 {
        self.0.as_ptr()
    }

    /// Clear of the whole viewport: D3DCLEAR_* `flags`, ARGB `color`.
    pub fn clear(&self, flags: u32, color: D3DCOLOR, z: f32, stencil: u32) -> Result<()> {
        Error::check(com_call!(self.0, Clear(0, std::ptr::null(), flags, color, z, stencil)))
    }

    pub fn begin_scene(&self) -> Result<()> {
        Error::check(com_call!(self.0, BeginScene()))
    }

    pub fn end_scene(&self) -> Result<()> {
        Error::check(com_call!(self.0, EndScene()))
    }

    /// Present of the whole back buffer into the device window.
    pub fn present(&self) -> Result<()> {
        use std::ptr::{null, null_mut};
        Error::check(com_call!(self.0, Present(null(), null(), null_mut(), null())))
    }

    /// Reset with `params` (0x0: the window's size), keeping the device's
    /// window; `params` receives the sizes and formats chosen.
    pub fn reset(&self, params: &mut PresentParameters) -> Result<()> {
        let mut creation = D3DDEVICE_CREATION_PARAMETERS::default();
        Error::check(com_call!(self.0, GetCreationParameters(&mut creation)))?;
        params.raw.hDeviceWindow = creation.hFocusWindow;
        Error::check(com_call!(self.0, Reset(&mut params.raw)))
    }

    /// TestCooperativeLevel: Ok while the device can draw.
    pub fn test_cooperative_level(&self) -> Result<()> {
        Error::check(com_call!(self.0, TestCooperativeLevel()))
    }

    pub fn set_render_state(&self, state: D3DRENDERSTATETYPE, value: u32) -> Result<()> {
        Error::check(com_call!(self.0, SetRenderState(state, value)))
    }

    /// The current value of render state `state`.
    pub fn render_state(&self, state: D3DRENDERSTATETYPE) -> Result<u32> {
        let mut value = 0;
        Error::check(com_call!(self.0, GetRenderState(state, &mut value)))?;
        Ok(value)
    }

    pub fn set_sampler_state(&self, sampler: u32, state: D3DSAMPLERSTATETYPE, value: u32) -> Result<()> {
        Error::check(com_call!(self.0, SetSamplerState(sampler, state, value)))
    }

    pub fn set_texture_stage_state(&self, stage: u32, state: D3DTEXTURESTAGESTATETYPE, value: u32) -> Result<()> {
        Error::check(com_call!(self.0, SetTextureStageState(stage, state, value)))
    }

    pub fn set_transform(&self, state: D3DTRANSFORMSTATETYPE, matrix: &D3DMATRIX) -> Result<()> {
        Error::check(com_call!(self.0, SetTransform(state, matrix)))
    }

    pub fn set_fvf(&self, fvf: u32) -> Result<()> {
        Error::check(com_call!(self.0, SetFVF(fvf)))
    }

    /// Sets the viewport (x, y, width, height, min z, max z).
    pub fn set_viewport(&self, viewport: &D3DVIEWPORT9) -> Result<()> {
        Error::check(com_call!(self.0, SetViewport(viewport)))
    }

    /// DrawPrimitiveUP of every primitive `vertices` make (vertices of
    /// `size_of::<V>()` bytes laid out as the FVF or declaration says).
    pub fn draw_primitive_up<V: bytemuck::Pod>(&self, kind: D3DPRIMITIVETYPE, vertices: &[V]) -> Result<()> {
        let n = u32::try_from(vertices.len()).map_err(|_| Error(D3DERR_INVALIDCALL))?;
        let count = wgd3d9_core::primitive::max_primitives(kind, n);
        let stride = std::mem::size_of::<V>() as u32;
        Error::check(com_call!(
            self.0,
            DrawPrimitiveUP(kind, count, vertices.as_ptr().cast(), stride)
        ))
    }

    pub fn draw_primitive(&self, kind: D3DPRIMITIVETYPE, start_vertex: u32, count: u32) -> Result<()> {
        Error::check(com_call!(self.0, DrawPrimitive(kind, start_vertex, count)))
    }

    /// DrawIndexedPrimitive (base vertex, min index, vertices used, first
    /// index, primitive count).
    pub fn draw_indexed_primitive(
        &self,
        kind: D3DPRIMITIVETYPE,
        base_vertex: i32,
        min_index: u32,
        vertices: u32,
        start_index: u32,
        count: u32,
    ) -> Result<()> {
        Error::check(com_call!(
            self.0,
            DrawIndexedPrimitive(kind, base_vertex, min_index, vertices, start_index, count)
        ))
    }

    /// A vertex buffer of `length` bytes.
    ///
    /// ```
    /// # use wgd3d9::safe::{Direct3D9, PresentParameters};
    /// # use wgd3d9_types::*;
    /// # let device = Direct3D9::new()?.create_device(&PresentParameters::new(32, 32))?;
    /// #[repr(C)]
    /// #[derive(Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
    /// struct Vertex {
    ///     position: [f32; 4],
    ///     color: u32,
    /// }
    /// // A pre-transformed triangle over the whole 32x32 target, in white.
    /// let vertices = [[0.0, 0.0], [64.0, 0.0], [0.0, 64.0]].map(|[x, y]| Vertex {
    ///     position: [x, y, 0.5, 1.0],
    ///     color: 0xffff_ffff,
    /// });
    /// let fvf = D3DFVF_XYZRHW | D3DFVF_DIFFUSE;
    /// let vb = device.create_vertex_buffer(60, D3DUSAGE_WRITEONLY, fvf, D3DPOOL_DEFAULT)?;
    /// vb.write(0, &vertices, 0)?;
    /// device.clear(D3DCLEAR_TARGET, 0xff00_0000, 1.0, 0)?;
    /// device.begin_scene()?;
    /// device.set_fvf(fvf)?;
    /// device.set_stream_source(0, Some(&vb), 0, 20)?;
    /// device.draw_primitive(D3DPT_TRIANGLELIST, 0, 1)?;
    /// device.end_scene()?;
    /// # Ok::<(), wgd3d9::safe::Error>(())
    /// ```
    pub fn create_vertex_buffer(&self, length: u32, usage: u32, fvf: u32, pool: D3DPOOL) -> Result<VertexBuffer> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateVertexBuffer(length, usage, fvf, pool, &mut p, std::ptr::null_mut())
        );
        made(hr, p, VertexBuffer::from_com)
    }

    /// An index buffer of `length` bytes of D3DFMT_INDEX16 or INDEX32.
    pub fn create_index_buffer(
        &self,
        length: u32,
        usage: u32,
        format: D3DFORMAT,
        pool: D3DPOOL,
    ) -> Result<IndexBuffer> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateIndexBuffer(length, usage, format, pool, &mut p, std::ptr::null_mut())
        );
        made(hr, p, IndexBuffer::from_com)
    }

    /// A texture (`levels` 0: the whole mip chain).
    pub fn create_texture(
        &self,
        width: u32,
        height: u32,
        levels: u32,
        usage: u32,
        format: D3DFORMAT,
        pool: D3DPOOL,
    ) -> Result<Texture> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateTexture(width, height, levels, usage, format, pool, &mut p, std::ptr::null_mut())
        );
        made(hr, p, Texture::from_com)
    }

    /// A surface of system or scratch memory (GetRenderTargetData's
    /// destination, UpdateSurface's source).
    pub fn create_offscreen_plain_surface(
        &self,
        width: u32,
        height: u32,
        format: D3DFORMAT,
        pool: D3DPOOL,
    ) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(
            self.0,
            CreateOffscreenPlainSurface(width, height, format, pool, &mut p, std::ptr::null_mut())
        );
        made(hr, p, Surface::from_com)
    }

    /// A vertex shader of DXSO bytecode (vs_1_1 to vs_3_0). D3DERR_INVALIDCALL
    /// when `bytecode` holds no end token (D3D9 would read past it).
    pub fn create_vertex_shader(&self, bytecode: &[u32]) -> Result<VertexShader> {
        ends_in(bytecode, "CreateVertexShader")?;
        let mut p = std::ptr::null_mut();
        made(
            com_call!(self.0, CreateVertexShader(bytecode.as_ptr(), &mut p)),
            p,
            VertexShader::from_com,
        )
    }

    /// A pixel shader of DXSO bytecode (ps_1_1 to ps_3_0). D3DERR_INVALIDCALL
    /// when `bytecode` holds no end token (D3D9 would read past it).
    pub fn create_pixel_shader(&self, bytecode: &[u32]) -> Result<PixelShader> {
        ends_in(bytecode, "CreatePixelShader")?;
        let mut p = std::ptr::null_mut();
        made(
            com_call!(self.0, CreatePixelShader(bytecode.as_ptr(), &mut p)),
            p,
            PixelShader::from_com,
        )
    }

    /// A vertex declaration of `elements`, up to the first D3DDECL_END;
    /// D3DERR_INVALIDCALL when there is none (D3D9 would read past them).
    pub fn create_vertex_declaration(&self, elements: &[D3DVERTEXELEMENT9]) -> Result<VertexDeclaration> {
        if !elements.iter().any(wgd3d9_core::vertex_decl::is_end) {
            log::warn!(target: "wgd3d9::d3d9", "CreateVertexDeclaration: the elements hold no D3DDECL_END");
            return Err(Error(D3DERR_INVALIDCALL));
        }
        let mut p = std::ptr::null_mut();
        let hr = com_call!(self.0, CreateVertexDeclaration(elements.as_ptr(), &mut p));
        made(hr, p, VertexDeclaration::from_com)
    }

    /// The implicit swap chain's first back buffer.
    pub fn back_buffer(&self) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        let hr = com_call!(self.0, GetBackBuffer(0, 0, D3DBACKBUFFER_TYPE_MONO, &mut p));
        made(hr, p, Surface::from_com)
    }

    /// Render target `index`.
    pub fn render_target(&self, index: u32) -> Result<Surface> {
        let mut p = std::ptr::null_mut();
        made(com_call!(self.0, GetRenderTarget(index, &mut p)), p, Surface::from_com)
    }

    pub fn set_render_target(&self, index: u32, target: Option<&Surface>) -> Result<()> {
        let p = target.map_or(std::ptr::null_mut(), Surface::as_raw);
        Error::check(com_call!(self.0, SetRenderTarget(index, p)))
    }

    /// Copies render target `target` into system-memory surface `dst`.
    pub fn get_render_target_data(&self, target: &Surface, dst: &Surface) -> Result<()> {
        Error::check(com_call!(self.0, GetRenderTargetData(target.as_raw(), dst.as_raw())))
    }

    pub fn set_stream_source(
        &self,
        stream: u32,
        buffer: Option<&VertexBuffer>,
        offset: u32,
        stride: u32,
    ) -> Result<()> {
        let p = buffer.map_or(std::ptr::null_mut(), VertexBuffer::as_raw);
        Error::check(com_call!(self.0, SetStreamSource(stream, p, offset, stride)))
    }

    pub fn set_indices(&self, buffer: Option<&IndexBuffer>) -> Result<()> {
        let p = buffer.map_or(std::ptr::null_mut(), IndexBuffer::as_raw);
        Error::check(com_call!(self.0, SetIndices(p)))
    }

    /// Binds a texture of any kind ([`Texture`], [`super::CubeTexture`],
    /// [`super::VolumeTexture`]) to sampler `stage`, or none.
    pub fn set_texture(&self, stage: u32, texture: Option<&dyn BaseTexture>) -> Result<()> {
        let p = texture.map_or(std::ptr::null_mut(), |t| t.base_texture_ptr());
        Error::check(com_call!(self.0, SetTexture(stage, p)))
    }

    pub fn set_vertex_shader(&self, shader: Option<&VertexShader>) -> Result<()> {
        let p = shader.map_or(std::ptr::null_mut(), VertexShader::as_raw);
        Error::check(com_call!(self.0, SetVertexShader(p)))
    }

    pub fn set_pixel_shader(&self, shader: Option<&PixelShader>) -> Result<()> {
        let p = shader.map_or(std::ptr::null_mut(), PixelShader::as_raw);
        Error::check(com_call!(self.0, SetPixelShader(p)))
    }

    pub fn set_vertex_declaration(&self, decl: Option<&VertexDeclaration>) -> Result<()> {
        let p = decl.map_or(std::ptr::null_mut(), VertexDeclaration::as_raw);
        Error::check(com_call!(self.0, SetVertexDeclaration(p)))
    }

    /// Vertex shader float constants from register `start`.
    pub fn set_vertex_shader_constants(&self, start: u32, values: &[[f32; 4]]) -> Result<()> {
        let n = u32::try_from(values.len()).map_err(|_| Error(D3DERR_INVALIDCALL))?;
        Error::check(com_call!(
            self.0,
            SetVertexShaderConstantF(start, values.as_ptr().cast(), n)
        ))
    }

    /// Pixel shader float constants from register `start`.
    pub fn set_pixel_shader_constants(&self, start: u32, values: &[[f32; 4]]) -> Result<()> {
        let n = u32::try_from(values.len()).map_err(|_| Error(D3DERR_INVALIDCALL))?;
        Error::check(com_call!(
            self.0,
            SetPixelShaderConstantF(start, values.as_ptr().cast(), n)
        ))
    }
}

/// The end token of DXSO bytecode.
const DXSO_END: u32 = 0x0000_FFFF;

/// Whether shader `bytecode` holds an end token, which D3D9 reads up to:
/// D3DERR_INVALIDCALL (logged, naming the `call`) when it does not.
fn ends_in(bytecode: &[u32], call: &str) -> Result<()> {
    if bytecode.contains(&DXSO_END) {
        return Ok(());
    }
    log::warn!(target: "wgd3d9::d3d9", "{call}: the bytecode holds no end token");
    Err(Error(D3DERR_INVALIDCALL))
}
