struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 6> = array<vec4<f32>, 6>();
    var loop_count: i32;
    var loop_step: i32;
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e28 = v[5];
    v[5] = select(_e28, in5_, vec4<bool>(true, true, true, false));
    let _e32 = v[0];
    let _e34 = textureSample(t0_, s0_, _e32.xy);
    let _e36 = v[0];
    let _e38 = textureSample(t1_, s1_, _e36.xy);
    let _e40 = v[0];
    let _e42 = textureSample(t2_, s2_, _e40.xy);
    let _e47 = select(_e38, ((_e38 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e50 = dot(_e47.xyz, _e47.xyz);
    let _e59 = v[5];
    let _e62 = dot(_e59.xyz, _e59.xyz);
    let _e73 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e42.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e74 = _e73.xxxx;
    let _e75 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e84 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e84.x, 0i, 255i);
    loop_step = _e84.z;
    r0_ = _e34;
    r1_ = _e47;
    r2_ = _e42;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e47 * vec4(inverseSqrt(_e50))), vec4<f32>(0f, 0f, 0f, 0f), (_e50 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e59 * vec4(inverseSqrt(_e62))), vec4<f32>(0f, 0f, 0f, 0f), (_e62 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = select(_e73, select(_e75, _e74, (_e74 >= _e75)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r14_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e84.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e104 = loop_count;
        if (_e104 <= 0i) {
            break;
        }
        loop_count = (_e104 - 1i);
        let _e107 = r14_;
        let _e112 = v[(i32(_e107.x) + 0i)];
        let _e118 = r9_;
        let _e119 = select(_e118, vec4(dot(_e112.xyz, _e112.xyz)), vec4<bool>(true, false, false, false));
        let _e124 = select(_e119, vec4(inverseSqrt(abs(_e119.x))), vec4<bool>(true, false, false, false));
        let _e127 = select(_e112, (_e112 * _e124.xxxx), vec4<bool>(true, true, true, false));
        let _e134 = r3_;
        let _e141 = select(select(_e124, saturate((_e127.wwww * _e124.xxxx)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e134.xyz, _e127.xyz))), vec4<bool>(false, false, true, false));
        let _e145 = select(_e141, (_e141.zzzz * _e141.yyyy), vec4<bool>(false, false, true, false));
        let _e146 = r6_;
        let _e149 = r4_;
        let _e152 = r10_;
        let _e153 = select(_e152, (_e127 + _e149), vec4<bool>(true, true, true, false));
        let _e156 = dot(_e153.xyz, _e153.xyz);
        let _e163 = r11_;
        let _e164 = select(_e163, select((_e153 * vec4(inverseSqrt(_e156))), vec4<f32>(0f, 0f, 0f, 0f), (_e156 == 0f)), vec4<bool>(true, true, true, false));
        let _e171 = select(_e145, saturate(vec4(dot(_e134.xyz, _e164.xyz))), vec4<bool>(false, false, false, true));
        let _e173 = r5_;
        let _e175 = abs(_e171.w);
        let _e187 = select(_e171, vec4(min(select(select(pow(_e175, _e173.x), 340282350000000000000000000000000000000f, ((_e175 == 0f) && (_e173.x < 0f))), 1f, (_e173.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
        let _e191 = select(_e187, (_e187.wwww * _e187.yyyy), vec4<bool>(false, false, false, true));
        let _e192 = r7_;
        let _e195 = loop_step;
        r8_ = _e127;
        r9_ = _e191;
        r6_ = (_e146 + _e145.zzzz);
        r10_ = _e153;
        r11_ = _e164;
        r7_ = (_e192 + _e191.wwww);
        r14_ = select(_e107, vec4((_e107.x + f32(_e195))), vec4<bool>(true, false, false, false));
    }
    let _e202 = r6_;
    let _e206 = consts[(_e4 + 2u)];
    let _e209 = select(_e202, (_e202 * bitcast<vec4<f32>>(_e206)), vec4<bool>(true, true, true, false));
    let _e210 = r7_;
    let _e214 = consts[(_e4 + 3u)];
    let _e218 = r2_;
    let _e223 = consts[(_e4 + 4u)];
    let _e227 = r12_;
    let _e231 = r0_;
    let _e234 = r13_;
    let _e235 = select(_e234, (_e231 * select(_e209, (_e209 + select(_e227, (_e218.xxxx * bitcast<vec4<f32>>(_e223)), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    return Output(select(select(_e235, ((select(_e210, (_e210 * bitcast<vec4<f32>>(_e214)), vec4<bool>(true, true, true, false)) * _e218.yyyy) + _e235), vec4<bool>(true, true, true, false)), _e231.wwww, vec4<bool>(false, false, false, true)));
}
