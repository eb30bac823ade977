// ps_3_0: _sat and write masks directly on oC0 (both allowed from ps_3_0), written more than once
ps_3_0
dcl_texcoord0 v0.xy
dcl_color0 v1
dcl_2d s0
texld r0, v0, s0
mul_sat oC0.xyz, r0, v1
mov oC0.w, r0.w
mad_sat oC0.x, r0.x, c0.x, c0.y
