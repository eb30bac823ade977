//! What every IDirect3DBaseTexture9 has: the level of detail of managed
//! textures, the level count, and the automatic mip generation filter.

/// Defines the IDirect3DBaseTexture9 methods (GetType, SetLOD, GetLOD,
/// GetLevelCount, SetAutoGenFilterType, GetAutoGenFilterType,
/// GenerateMipSubLevels) as functions named after the methods, for interface
/// `$iface` implemented by `$obj` (which has `pool`, `lod` and
/// `autogen_filter` fields and `level_count()` and `lod_changed()` methods),
/// of resource type `$ty`.
macro_rules! base_texture_methods {
    ($iface:ty, $obj:ty, $name:literal, $ty:expr) => {
        unsafe extern "system" fn get_type(_p: *mut $iface) -> D3DRESOURCETYPE {
            $ty
        }
        unsafe extern "system" fn set_lod(p: *mut $iface, lod: DWORD) -> DWORD {
            $crate::com::guard(concat!($name, "::SetLOD"), 0, || {
                let t = &mut *(p as *mut $obj);
                if t.pool != D3DPOOL_MANAGED {
                    return 0;
                }
                let max = t.level_count() - 1;
                let old = std::mem::replace(&mut t.lod, lod.min(max));
                if old != t.lod {
                    t.lod_changed();
                }
                old
            })
        }
        unsafe extern "system" fn get_lod(p: *mut $iface) -> DWORD {
            $crate::com::guard(concat!($name, "::GetLOD"), 0, || (*(p as *mut $obj)).lod)
        }
        unsafe extern "system" fn get_level_count(p: *mut $iface) -> DWORD {
            $crate::com::guard(concat!($name, "::GetLevelCount"), 0, || {
                (*(p as *mut $obj)).level_count()
            })
        }
        unsafe extern "system" fn set_autogen_filter_type(p: *mut $iface, f: D3DTEXTUREFILTERTYPE) -> HRESULT {
            $crate::com::guard(
                concat!($name, "::SetAutoGenFilterType"),
                D3DERR_INVALIDCALL,
                || {
                    if f == D3DTEXF_NONE || f > D3DTEXF_GAUSSIANQUAD {
                        return D3DERR_INVALIDCALL;
                    }
                    (*(p as *mut $obj)).autogen_filter = f;
                    D3D_OK
                },
            )
        }
        unsafe extern "system" fn get_autogen_filter_type(p: *mut $iface) -> D3DTEXTUREFILTERTYPE {
            $crate::com::guard(concat!($name, "::GetAutoGenFilterType"), D3DTEXF_NONE, || {
                (*(p as *mut $obj)).autogen_filter
            })
        }
        unsafe extern "system" fn generate_mip_sub_levels(_p: *mut $iface) {
            $crate::com::log_once(
                "wgd3d9::d3d9",
                "GenerateMipSubLevels: automatic mip generation is not supported",
            );
        }
    };
}
pub(crate) use base_texture_methods;
