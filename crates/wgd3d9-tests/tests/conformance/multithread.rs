//! D3DCREATE_MULTITHREADED devices: entry points called from several threads
//! at once are serialised; resources created, locked, filled and released on
//! worker threads are drawn correctly afterwards and reference counts stay
//! exact.

use wgd3d9_tests::*;

#[test]
fn resources_made_on_worker_threads_are_drawn() {
    let t = TestDevice::multithreaded(64, 64);
    let dev = SendPtr(t.dev);
    let workers: Vec<_> = (0..4u32)
        .map(|i| {
            std::thread::spawn(move || {
                let dev = dev;
                let mut kept = None;
                for n in 0..25u32 {
                    let c = 0xFF000000 | (i * 60 + 20) << 16 | n;
                    let tex = texture_from_fn(dev.0, 4, 4, D3DFMT_A8R8G8B8, |_, _| c);
                    let mut vb = std::ptr::null_mut();
                    assert_eq!(
                        vcall!(
                            dev.0,
                            CreateVertexBuffer,
                            256,
                            0,
                            0,
                            D3DPOOL_MANAGED,
                            &mut vb,
                            std::ptr::null_mut()
                        ),
                        D3D_OK
                    );
                    write_buffer(vb, 0, &[n; 64], 0);
                    assert_eq!(release!(vb), 0);
                    if n == 24 {
                        kept = Some(SendPtr(tex));
                    } else {
                        assert_eq!(release!(tex), 0);
                    }
                }
                kept.unwrap()
            })
        })
        .collect();
    let textures: Vec<SendPtr<IDirect3DTexture9>> = workers.into_iter().map(|w| w.join().unwrap()).collect();
    assert_eq!(t.dev_refs(), 5, "one device reference per live texture");
    t.clear(0xFF000000);
    t.begin();
    for (i, tex) in textures.iter().enumerate() {
        t.set_texture(0, tex.0);
        let x = i as u32 * 16;
        t.draw_tex_rect(x, 0, x + 16, 64, 0xFFFFFFFF);
    }
    t.end();
    t.set_texture(0, std::ptr::null_mut());
    let img = t.read_rt();
    for i in 0..4u32 {
        assert_rgb(&img, i * 16 + 8, 32, (i * 60 + 20) << 16 | 24, 0);
    }
    for tex in textures {
        assert_eq!(release!(tex.0), 0);
    }
}

#[test]
fn state_calls_from_two_threads_do_not_interfere() {
    let t = TestDevice::multithreaded(64, 64);
    let dev = SendPtr(t.dev);
    let workers: Vec<_> = (0..2u32)
        .map(|i| {
            std::thread::spawn(move || {
                let dev = dev;
                for n in 0..500u32 {
                    // Each thread owns different stages and render states.
                    let stage = 4 + i;
                    assert_eq!(vcall!(dev.0, SetTextureStageState, stage, D3DTSS_CONSTANT, n), D3D_OK);
                    let mut v = 0;
                    assert_eq!(
                        vcall!(dev.0, GetTextureStageState, stage, D3DTSS_CONSTANT, &mut v),
                        D3D_OK
                    );
                    assert_eq!(v, n);
                    let state = if i == 0 { D3DRS_AMBIENT } else { D3DRS_BLENDFACTOR };
                    assert_eq!(vcall!(dev.0, SetRenderState, state, n), D3D_OK);
                    assert_eq!(vcall!(dev.0, GetRenderState, state, &mut v), D3D_OK);
                    assert_eq!(v, n);
                }
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    assert_eq!(t.get_rs(D3DRS_AMBIENT), 499);
    t.clear(0xFF123456);
    assert_rgb(&t.read_rt(), 1, 1, 0x123456, 0);
}

#[test]
fn releasing_resources_on_one_thread_while_another_draws() {
    // A worker thread creates and releases vertex buffers (the final Release
    // destroys the buffer) while the main thread draws one quad per 2x2 cell:
    // every draw lands, the device is not lost and reference counts are exact.
    let t = TestDevice::multithreaded(64, 64);
    t.rs(D3DRS_ZENABLE, 0);
    let dev = SendPtr(t.dev);
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop2 = stop.clone();
    // Stops the worker even when an assertion below fails.
    struct StopOnDrop(std::sync::Arc<std::sync::atomic::AtomicBool>);
    impl Drop for StopOnDrop {
        fn drop(&mut self) {
            self.0.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
    let _stop_guard = StopOnDrop(stop.clone());
    let worker = std::thread::spawn(move || {
        let dev = dev;
        let mut released = 0u32;
        while !stop2.load(std::sync::atomic::Ordering::Relaxed) {
            let mut buffers = Vec::new();
            for _ in 0..100 {
                let mut vb = std::ptr::null_mut();
                let hr = vcall!(
                    dev.0,
                    CreateVertexBuffer,
                    64,
                    0,
                    0,
                    D3DPOOL_MANAGED,
                    &mut vb,
                    std::ptr::null_mut()
                );
                assert_eq!(hr, D3D_OK);
                buffers.push(vb);
            }
            for b in buffers {
                assert_eq!(release!(b), 0);
                released += 1;
            }
        }
        released
    });
    let color = |frame: u32, x: u32, y: u32| ((x * 8 + frame * 16) & 0xFF) << 16 | (y * 8) << 8 | 0x21;
    let mut result = Ok(());
    for frame in 0..6u32 {
        t.clear(0xFF000000);
        t.begin();
        for y in 0..32u32 {
            for x in 0..32u32 {
                t.draw_rect(x * 2, y * 2, x * 2 + 2, y * 2 + 2, 0xFF000000 | color(frame, x, y));
            }
        }
        t.end();
        let hr = vcall!(
            t.dev,
            Present,
            std::ptr::null(),
            std::ptr::null(),
            std::ptr::null_mut(),
            std::ptr::null()
        );
        if hr != D3D_OK {
            result = Err(format!("frame {frame}: Present returned {hr:#x} (device lost)"));
            break;
        }
        let img = t.read_rt();
        let wrong = (0..32u32 * 32)
            .filter(|i| img.at(i % 32 * 2, i / 32 * 2) & 0xFFFFFF != color(frame, i % 32, i / 32))
            .count();
        if wrong != 0 {
            result = Err(format!("frame {frame}: {wrong} of 1024 quads wrong"));
            break;
        }
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let released = worker.join().unwrap();
    assert!(released > 0);
    result.unwrap();
    assert_eq!(t.dev_refs(), 1);
}
