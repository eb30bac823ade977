// ps_3_0: four render targets with partial write masks
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v1.xyz
dcl_texcoord2 v2
dcl_2d s0
def c0, 0.5, 0.0, 0.0, 1.0
texld r0, v0, s0
nrm r1.xyz, v1
mov oC0, r0
mad oC1.xyz, r1, c0.x, c0.x
mov oC1.w, c0.w
mov oC2, v2
mov oC3.xy, v0
mov oC3.zw, c0.yyyw
