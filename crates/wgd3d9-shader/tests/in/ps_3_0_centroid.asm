// ps_3_0: dcl_..._centroid inputs (texcoord and colour) with _pp, _sat and _sat_pp instructions
ps_3_0
dcl_texcoord0_centroid v0.xy
dcl_texcoord1_centroid v1
dcl_color0_centroid v2
dcl_2d s0
texld_pp r0, v0, s0
mul_pp r0, r0, v2
mad_sat_pp r1, v1, c0, r0
mov_sat oC0, r1
