// ps_2_0: four-tap shadow-map compare with texldp and cmp (percentage-closer filtering by hand)
ps_2_0
dcl t0                       // light-space projective coordinates
dcl t1.xy
dcl v0
dcl_2d s0                    // shadow map (depth in r)
dcl_2d s1                    // base texture
def c0, 0.0009765625, 0.0, 0.25, 1.0
def c1, 0.0, 0.0009765625, 0.0, 0.0
def c2, 0.0009765625, 0.0009765625, 0.0, 0.0
def c3, 0.0009765625, 0.0, 0.0, 0.0
mov r0, t0
texldp r1, r0, s0
add r2, r0, c3
texldp r3, r2, s0
add r2, r0, c1
texldp r4, r2, s0
add r2, r0, c2
texldp r5, r2, s0
rcp r6.w, r0.w
mul r6.z, r0.z, r6.w         // fragment depth
mov r1.y, r3.x
mov r1.z, r4.x
mov r1.w, r5.x               // four stored depths
add r7, r1, -r6.z
cmp r7, r7, c0.w, c0.y       // lit where stored >= fragment depth
dp4 r8.x, r7, c0.z           // average
texld r9, t1, s1
mul r9, r9, v0
mul r9.xyz, r9, r8.x
mov oC0, r9
