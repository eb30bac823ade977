use super::*;
use crate::parse::parse_module;

fn model(src: &str) -> Model {
    Model {
        modules: vec![parse_module("t", src).unwrap()],
    }
}

#[test]
fn wraps_to_the_declared_type() {
    let m = model(
        "pub type HRESULT = i32;\npub const E: HRESULT = 0x8000_4005_u32 as HRESULT;\n\
         pub const U: u32 = !0;\npub const S: u32 = 2 << 30;\n",
    );
    assert_eq!(const_value(&m, "E"), Some(0x8000_4005_u32 as i32 as i128));
    assert_eq!(const_value(&m, "U"), Some(u32::MAX as i128));
    assert_eq!(const_value(&m, "S"), Some(0x8000_0000));
}

#[test]
fn calls_const_fns() {
    let m = model(
        "pub const fn F(a: u8, b: u8) -> u32 { (a as u32) | ((b as u32) << 8) }\n\
         pub const X: u32 = F(b'D', 0x31);\npub const Y: u32 = X + 1;\n",
    );
    assert_eq!(const_value(&m, "Y"), Some(0x3144 + 1));
}

#[test]
fn non_integers_have_no_value() {
    let m = model("pub const A: [f32; 1] = [1.0];\n");
    assert_eq!(const_value(&m, "A"), None);
}

/// The evaluator against the compiled crate: one constant of each form.
mod against_rust {
    use super::const_value;
    use wgd3d9_types as t;

    #[test]
    fn values_match_the_compiled_constants() {
        let model = crate::read_model(&crate::types_src_dir()).unwrap();
        let expected: [(&str, i128); 16] = [
            ("D3DRS_ZENABLE", t::D3DRS_ZENABLE as i128),
            ("D3DCS_ALL", t::D3DCS_ALL as i128),
            ("E_FAIL", t::E_FAIL as i128),
            ("D3DERR_INVALIDCALL", t::D3DERR_INVALIDCALL as i128),
            ("D3DOK_NOAUTOGEN", t::D3DOK_NOAUTOGEN as i128),
            ("D3DFMT_DXT1", t::D3DFMT_DXT1 as i128),
            ("D3DFMT_INTZ", t::D3DFMT_INTZ as i128),
            ("D3DTS_WORLD3", t::D3DTS_WORLD3 as i128),
            ("D3DSTREAMSOURCE_INSTANCEDATA", t::D3DSTREAMSOURCE_INSTANCEDATA as i128),
            ("D3DRTYPECOUNT", t::D3DRTYPECOUNT as i128),
            ("D3DSP_NOSWIZZLE", t::D3DSP_NOSWIZZLE as i128),
            ("D3DVS_NOSWIZZLE", t::D3DVS_NOSWIZZLE as i128),
            ("D3DSTT_VOLUME", t::D3DSTT_VOLUME as i128),
            ("D3DSHADER_COMPARISON_MASK", t::D3DSHADER_COMPARISON_MASK as i128),
            (
                "D3D9_RESOURCE_PRIORITY_MAXIMUM",
                t::D3D9_RESOURCE_PRIORITY_MAXIMUM as i128,
            ),
            ("MAXD3DDECLUSAGE", t::MAXD3DDECLUSAGE as i128),
        ];
        for (name, value) in expected {
            assert_eq!(const_value(&model, name), Some(value), "{name}");
        }
    }
}
