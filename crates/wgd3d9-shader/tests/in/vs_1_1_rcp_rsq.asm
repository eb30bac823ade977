// vs_1_1: rcp for a perspective divide of texcoords, rsq for vector normalisation
vs_1_1
dcl_position v0
dcl_normal v1
m4x4 r0, v0, c0
mov oPos, r0
rcp r1.w, r0.w
mul oT0.xy, r0, r1.w         // screen-space coordinates
dp3 r2.x, v1, v1
rsq r2.x, r2.x
mul oT1.xyz, v1, r2.x        // unit normal
