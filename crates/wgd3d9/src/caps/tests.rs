use super::*;

#[test]
fn texture_op_caps_follow_the_generator() {
    let caps = device_caps(&AdapterInfo::default());
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_MODULATE, 0);
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_SELECTARG1, 0);
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_LERP, 0);
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_BUMPENVMAP, 0);
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_BUMPENVMAPLUMINANCE, 0);
    assert_ne!(caps.TextureOpCaps & D3DTEXOPCAPS_PREMODULATE, 0);
    assert_eq!(
        caps.TextureOpCaps | D3DTEXOPCAPS_DISABLE,
        (1 << 26) - 1,
        "every D3DTEXTUREOP is generated"
    );
}

#[test]
fn nothing_unimplemented_is_advertised() {
    let caps = device_caps(&AdapterInfo::default());
    assert_eq!(caps.MaxActiveLights, 8);
    assert_eq!(
        caps.VertexProcessingCaps & D3DVTXPCAPS_TWEENING,
        0,
        "tweening is not supported"
    );
    assert_eq!(
        caps.TextureAddressCaps & D3DPTADDRESSCAPS_BORDER,
        0,
        "no border without the feature"
    );
    assert_eq!(caps.NumSimultaneousRTs, 4);
    assert_eq!(caps.MaxTextureWidth, 2048, "clamped up from an adapter reporting 0");
}

#[test]
fn border_follows_the_adapter() {
    let info = AdapterInfo {
        features: features::CLAMP_TO_BORDER,
        max_texture_dimension_2d: 8192,
        ..Default::default()
    };
    let caps = device_caps(&info);
    assert_ne!(caps.TextureAddressCaps & D3DPTADDRESSCAPS_BORDER, 0);
    assert_eq!(caps.MaxTextureWidth, 8192);
}

#[test]
fn shader_model_3_is_advertised_with_the_limits_the_validator_assumes() {
    let caps = device_caps(&AdapterInfo::default());
    assert_eq!(caps.VertexShaderVersion, D3DVS_VERSION(3, 0));
    assert_eq!(caps.PixelShaderVersion, D3DPS_VERSION(3, 0));
    assert_eq!(caps.MaxVertexShaderConst, 256);
    assert_eq!(caps.VS20Caps.NumTemps, 32);
    assert_eq!(caps.PS20Caps.NumTemps, 32);
    assert_ne!(caps.PS20Caps.Caps & D3DPS20CAPS_ARBITRARYSWIZZLE, 0);
    assert!(caps.MaxPixelShader30InstructionSlots >= 512);
    assert_eq!(
        caps.VertexTextureFilterCaps, caps.TextureFilterCaps,
        "vertex samplers filter as pixel ones"
    );
}

#[test]
fn cube_and_volume_textures_are_advertised() {
    let caps = device_caps(&AdapterInfo::default());
    let all =
        D3DPTEXTURECAPS_CUBEMAP | D3DPTEXTURECAPS_MIPCUBEMAP | D3DPTEXTURECAPS_VOLUMEMAP | D3DPTEXTURECAPS_MIPVOLUMEMAP;
    assert_eq!(caps.TextureCaps & all, all);
    // No power-of-two restriction on either.
    assert_eq!(
        caps.TextureCaps & (D3DPTEXTURECAPS_CUBEMAP_POW2 | D3DPTEXTURECAPS_VOLUMEMAP_POW2),
        0
    );
    assert_eq!(caps.CubeTextureFilterCaps, caps.TextureFilterCaps);
    assert_eq!(caps.VolumeTextureAddressCaps, caps.TextureAddressCaps);
    assert_eq!(caps.MaxVolumeExtent, 256, "clamped up from an adapter reporting 0");
}
