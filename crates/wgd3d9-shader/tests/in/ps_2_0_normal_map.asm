// ps_2_0: per-pixel diffuse and specular lighting with a tangent-space normal map and nrm
ps_2_0
dcl t0.xy                    // texture coordinates
dcl t1.xyz                   // tangent-space light vector
dcl t2.xyz                   // tangent-space view vector
dcl_2d s0                    // base
dcl_2d s1                    // normal map
def c0, 2.0, -1.0, 0.0, 16.0
texld r0, t0, s0
texld r1, t0, s1
mad r1.xyz, r1, c0.x, c0.y   // unpack the normal
nrm r2.xyz, r1
nrm r3.xyz, t1               // L
nrm r4.xyz, t2               // V
add r5.xyz, r3, r4
nrm r6.xyz, r5               // H
dp3_sat r7.x, r2, r3         // N . L
dp3_sat r7.y, r2, r6         // N . H
pow r7.z, r7.y, c0.w
mul r8, r0, c1               // diffuse colour
mul r8, r8, r7.x
mad r8.xyz, r7.z, c2, r8     // + specular
mov oC0, r8
