// ps_3_0: dcl_texcoord v#, dcl_2d s#, texld and an oC0 write
ps_3_0
dcl_texcoord0 v0.xy
dcl_color0 v1
dcl_2d s0
texld r0, v0, s0
mul oC0, r0, v1
