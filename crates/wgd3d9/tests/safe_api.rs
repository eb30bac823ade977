//! The Rust API against bad input: what D3D9 would read past the end of a
//! slice is refused with D3DERR_INVALIDCALL, and the device goes on working.
#![cfg(feature = "native")]

use wgd3d9::safe::{Device, Direct3D9, Error, PresentParameters};
use wgd3d9_types::*;

fn device() -> Device {
    let d3d = Direct3D9::new().expect("a Direct3D9 object (lavapipe)");
    d3d.create_device(&PresentParameters::new(16, 16))
        .expect("a headless device")
}

fn element(stream: u16, kind: u32) -> D3DVERTEXELEMENT9 {
    D3DVERTEXELEMENT9 {
        Stream: stream,
        Offset: 0,
        Type: kind as _,
        Method: D3DDECLMETHOD_DEFAULT as _,
        Usage: D3DDECLUSAGE_POSITION as _,
        UsageIndex: 0,
    }
}

#[test]
fn a_declaration_without_its_end_marker_is_refused() {
    let dev = device();
    let position = element(0, D3DDECLTYPE_FLOAT3);
    // Stream 0xFF alone is no end marker: the type must be UNUSED too.
    let almost_end = element(0xff, D3DDECLTYPE_FLOAT3);
    for elements in [&[][..], &[position][..], &[position, almost_end][..]] {
        let made = dev.create_vertex_declaration(elements);
        assert_eq!(
            made.err(),
            Some(Error(D3DERR_INVALIDCALL)),
            "{} elements",
            elements.len()
        );
    }
    let end = D3DDECL_END();
    // The end marker right past the slice must not be read: D3D9 would
    // find it and make the declaration.
    let whole = [position, end];
    let made = dev.create_vertex_declaration(&whole[..1]);
    assert_eq!(made.err(), Some(Error(D3DERR_INVALIDCALL)));
    assert!(dev.create_vertex_declaration(&whole).is_ok());
    // Elements after the first end marker are not read.
    assert!(dev.create_vertex_declaration(&[position, end, almost_end]).is_ok());
}

/// vs_2_0: mov oPos, v0; end (without the end token when `end` is false).
fn vertex_shader(end: bool) -> Vec<u32> {
    let mut t = vec![
        0xfffe_0200,
        0x0200_001f,
        0x8000_0000,
        0x900f_0000,
        0x0200_0001,
        0xc00f_0000,
        0x90e4_0000,
    ];
    if end {
        t.push(0x0000_ffff);
    }
    t
}

/// ps_2_0: mov oC0, c0; end (without the end token when `end` is false).
fn pixel_shader(end: bool) -> Vec<u32> {
    let mut t = vec![0xffff_0200, 0x0200_0001, 0x800f_0800, 0xa0e4_0000];
    if end {
        t.push(0x0000_ffff);
    }
    t
}

#[test]
fn shader_bytecode_without_its_end_token_is_refused() {
    let dev = device();
    for end in [false, true] {
        let refused = (!end).then_some(Error(D3DERR_INVALIDCALL));
        let vs = dev.create_vertex_shader(&vertex_shader(end));
        assert_eq!(vs.err(), refused, "vertex shader, end token {end}");
        let ps = dev.create_pixel_shader(&pixel_shader(end));
        assert_eq!(ps.err(), refused, "pixel shader, end token {end}");
    }
    assert_eq!(dev.create_vertex_shader(&[]).err(), Some(Error(D3DERR_INVALIDCALL)));
    // The end token right past the slice must not be read: D3D9 would find
    // it and make the shaders.
    let (vs, ps) = (vertex_shader(true), pixel_shader(true));
    let vs_made = dev.create_vertex_shader(&vs[..vs.len() - 1]);
    assert_eq!(vs_made.err(), Some(Error(D3DERR_INVALIDCALL)));
    let ps_made = dev.create_pixel_shader(&ps[..ps.len() - 1]);
    assert_eq!(ps_made.err(), Some(Error(D3DERR_INVALIDCALL)));
    // The device still draws.
    dev.clear(D3DCLEAR_TARGET, 0xff00_00ff, 1.0, 0).unwrap();
    dev.present().unwrap();
}

/// What the device's render target shows at (x, y), as 0xRRGGBB.
fn pixel(dev: &Device, x: usize, y: usize) -> u32 {
    let target = dev.render_target(0).unwrap();
    let desc = target.desc().unwrap();
    let copy = dev
        .create_offscreen_plain_surface(desc.Width, desc.Height, desc.Format, D3DPOOL_SYSTEMMEM)
        .unwrap();
    dev.get_render_target_data(&target, &copy).unwrap();
    let lock = copy.lock(D3DLOCK_READONLY).unwrap();
    let at = y * lock.pitch() + 4 * x;
    u32::from_le_bytes(lock.bytes()[at..at + 4].try_into().unwrap()) & 0xff_ffff
}

/// A pre-transformed quad over the 16x16 target, cleared first, whose every
/// vertex has the 3D texture coordinate `uvw`, drawn with the texture on
/// stage 0 (the default stage states: the colour is the texture's).
fn draw_textured(dev: &Device, uvw: [f32; 3]) {
    let fvf = D3DFVF_XYZRHW | D3DFVF_TEX1 | D3DFVF_TEXCOORDSIZE3(0);
    let corner = |x: f32, y: f32| [x, y, 0.5, 1.0, uvw[0], uvw[1], uvw[2]];
    let quad = [
        corner(0.0, 0.0),
        corner(16.0, 0.0),
        corner(0.0, 16.0),
        corner(16.0, 16.0),
    ];
    dev.set_fvf(fvf).unwrap();
    dev.set_render_state(D3DRS_LIGHTING, 0).unwrap();
    dev.clear(D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, 0, 1.0, 0).unwrap();
    dev.begin_scene().unwrap();
    dev.draw_primitive_up(D3DPT_TRIANGLESTRIP, &quad).unwrap();
    dev.end_scene().unwrap();
}

/// Fills a locked A8R8G8B8 surface with `color` (0xRRGGBB, opaque).
fn fill(bytes: &mut [u8], color: u32) {
    for texel in bytes.chunks_exact_mut(4) {
        texel.copy_from_slice(&(0xff00_0000 | color).to_le_bytes());
    }
}

#[test]
fn a_cube_texture_shows_the_face_its_coordinate_points_at() {
    let dev = device();
    let cube = dev
        .create_cube_texture(4, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED)
        .unwrap();
    assert_eq!(cube.level_count(), 1);
    let colors = [0xff0000, 0x00ff00, 0x0000ff, 0xffff00, 0x00ffff, 0xff00ff];
    for (face, color) in colors.into_iter().enumerate() {
        let surface = cube.face_surface(face as D3DCUBEMAP_FACES, 0).unwrap();
        fill(surface.lock(0).unwrap().bytes_mut(), color);
    }
    dev.set_texture(0, Some(&cube)).unwrap();
    // +X, -Y and -Z faces (D3DCUBEMAP_FACE_POSITIVE_X = 0, NEGATIVE_Y = 3,
    // NEGATIVE_Z = 5): exact colours, the faces are flat.
    for (uvw, want) in [
        ([1.0, 0.0, 0.0], 0xff0000),
        ([0.0, -1.0, 0.0], 0xffff00),
        ([0.0, 0.0, -1.0], 0xff00ff),
    ] {
        draw_textured(&dev, uvw);
        assert_eq!(pixel(&dev, 8, 8), want, "{uvw:?}");
    }
    assert!(cube.face_surface(6, 0).is_err(), "there is no seventh face");
}

#[test]
fn a_volume_texture_shows_the_slice_its_coordinate_points_at() {
    let dev = device();
    let volume = dev
        .create_volume_texture(2, 2, 2, 1, 0, D3DFMT_A8R8G8B8, D3DPOOL_MANAGED)
        .unwrap();
    let level = volume.volume_level(0).unwrap();
    assert_eq!((level.desc().unwrap().Width, level.desc().unwrap().Depth), (2, 2));
    {
        let mut lock = level.lock(0).unwrap();
        let slice = lock.slice_pitch();
        assert!(lock.bytes().len() >= slice + 2 * lock.row_pitch().min(8));
        fill(&mut lock.bytes_mut()[..slice], 0x0000ff);
        fill(&mut lock.bytes_mut()[slice..], 0x00ff00);
    }
    dev.set_texture(0, Some(&volume)).unwrap();
    // Point sampling (the default filters): w 0.25 is slice 0, 0.75 slice 1.
    for (w, want) in [(0.25, 0x0000ff), (0.75, 0x00ff00)] {
        draw_textured(&dev, [0.5, 0.5, w]);
        assert_eq!(pixel(&dev, 8, 8), want, "w {w}");
    }
    dev.set_texture(0, None).unwrap();
}

#[test]
fn an_occlusion_query_counts_the_samples_drawn() {
    let dev = device();
    let query = dev.create_query(D3DQUERYTYPE_OCCLUSION).unwrap();
    assert_eq!(query.data_size(), 4);
    assert_eq!(
        query.get_data::<u64>(0).err(),
        Some(Error(D3DERR_INVALIDCALL)),
        "a u64 for a u32 answer"
    );
    dev.set_fvf(D3DFVF_XYZRHW).unwrap();
    let corner = |x: f32, y: f32| [x, y, 0.5, 1.0];
    // An 8x8 square of the 16x16 target: 64 samples.
    let square = [
        corner(4.0, 4.0),
        corner(12.0, 4.0),
        corner(4.0, 12.0),
        corner(12.0, 12.0),
    ];
    dev.clear(D3DCLEAR_TARGET | D3DCLEAR_ZBUFFER, 0, 1.0, 0).unwrap();
    dev.begin_scene().unwrap();
    query.issue(D3DISSUE_BEGIN).unwrap();
    dev.draw_primitive_up(D3DPT_TRIANGLESTRIP, &square).unwrap();
    query.issue(D3DISSUE_END).unwrap();
    dev.end_scene().unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let samples: u32 = loop {
        if let Some(n) = query.get_data(D3DGETDATA_FLUSH).unwrap() {
            break n;
        }
        assert!(std::time::Instant::now() < deadline, "no answer in 10 s");
        std::thread::yield_now();
    };
    assert_eq!(samples, 64);
}

#[test]
fn a_recorded_state_block_applies_its_states() {
    let dev = device();
    dev.begin_state_block().unwrap();
    dev.set_render_state(D3DRS_ZENABLE, 0).unwrap();
    dev.set_render_state(D3DRS_CULLMODE, D3DCULL_CW).unwrap();
    let recorded = dev.end_state_block().unwrap();
    dev.set_render_state(D3DRS_ZENABLE, 1).unwrap();
    dev.set_render_state(D3DRS_CULLMODE, D3DCULL_NONE).unwrap();
    let all = dev.create_state_block(D3DSBT_ALL).unwrap();
    recorded.apply().unwrap();
    assert_eq!(dev.render_state(D3DRS_ZENABLE).unwrap(), 0);
    assert_eq!(dev.render_state(D3DRS_CULLMODE).unwrap(), D3DCULL_CW);
    all.apply().unwrap();
    assert_eq!(dev.render_state(D3DRS_ZENABLE).unwrap(), 1);
    assert_eq!(dev.render_state(D3DRS_CULLMODE).unwrap(), D3DCULL_NONE);
    // Capture takes the device's values of the block's states.
    recorded.capture().unwrap();
    dev.set_render_state(D3DRS_CULLMODE, D3DCULL_CCW).unwrap();
    recorded.apply().unwrap();
    assert_eq!(dev.render_state(D3DRS_CULLMODE).unwrap(), D3DCULL_NONE);
}

#[test]
fn an_additional_swap_chain_renders_and_presents() {
    let dev = device();
    let mut params = PresentParameters::new(8, 8);
    params.raw.EnableAutoDepthStencil = 0;
    let chain = dev.create_additional_swap_chain(&mut params).unwrap();
    assert_eq!(chain.present_parameters().unwrap().BackBufferWidth, 8);
    let back = chain.back_buffer(0).unwrap();
    assert_eq!((back.desc().unwrap().Width, back.desc().unwrap().Height), (8, 8));
    dev.set_render_target(0, Some(&back)).unwrap();
    dev.clear(D3DCLEAR_TARGET, 0xff10_2030, 1.0, 0).unwrap();
    assert_eq!(pixel(&dev, 7, 7), 0x10_2030);
    chain.present().unwrap();
    // Swap chain 0 is the device's own.
    let own = dev.swap_chain(0).unwrap();
    assert_eq!(own.present_parameters().unwrap().BackBufferWidth, 16);
    assert!(chain.back_buffer(1).is_err(), "one back buffer");
}
