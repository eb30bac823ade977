// ps_2_0: pow with a shininess read from a gloss texture (replicate swizzles on both operands)
ps_2_0
dcl t0.xy
dcl t1.xyz
dcl_2d s0
def c0, 64.0, 1.0, 0.0, 0.0
texld r0, t0, s0
nrm r1.xyz, t1
mul r2.x, r0.w, c0.x
max r2.x, r2.x, c0.y
pow r3.x, r1.z, r2.x
mul r0.xyz, r0, r3.x
mov oC0, r0
