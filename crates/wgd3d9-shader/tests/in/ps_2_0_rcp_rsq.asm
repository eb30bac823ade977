// ps_2_0: rcp and rsq on replicate-swizzled scalars (distance attenuation)
ps_2_0
dcl t0.xyz                   // light vector, unnormalised
dcl v0
def c0, 1.0, 0.1, 0.01, 0.0
dp3 r0.x, t0, t0
rsq r0.y, r0.x
rcp r0.z, r0.y               // distance
mad r0.w, r0.z, c0.y, c0.x
mad r0.w, r0.x, c0.z, r0.w
rcp r1.x, r0.w
mul r2, v0, r1.x
mov oC0, r2
