struct Constants {
    c: array<vec4<f32>, 226>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
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

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e25 = v[5];
    v[5] = select(_e25, in5_, vec4<bool>(true, true, true, false));
    let _e29 = v[0];
    let _e31 = textureSample(t0_, s0_, _e29.xy);
    let _e33 = v[0];
    let _e35 = textureSample(t1_, s1_, _e33.xy);
    let _e37 = v[0];
    let _e39 = textureSample(t2_, s2_, _e37.xy);
    let _e44 = select(_e35, ((_e35 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    let _e47 = dot(_e44.xyz, _e44.xyz);
    let _e56 = v[5];
    let _e59 = dot(_e56.xyz, _e56.xyz);
    let _e70 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e39.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    let _e71 = _e70.xxxx;
    let _e72 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    let _e81 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e81.x, 0i, 255i);
    loop_step = _e81.z;
    r0_ = _e31;
    r1_ = _e44;
    r2_ = _e39;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e44 * vec4(inverseSqrt(_e47))), vec4<f32>(0f, 0f, 0f, 0f), (_e47 == 0f)), vec4<bool>(true, true, true, false));
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((_e56 * vec4(inverseSqrt(_e59))), vec4<f32>(0f, 0f, 0f, 0f), (_e59 == 0f)), vec4<bool>(true, true, true, false));
    r5_ = select(_e70, select(_e72, _e71, (_e71 >= _e72)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r14_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e81.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e101 = loop_count;
        if (_e101 <= 0i) {
            break;
        }
        loop_count = (_e101 - 1i);
        let _e104 = r14_;
        let _e109 = v[(i32(_e104.x) + 0i)];
        let _e115 = r9_;
        let _e116 = select(_e115, vec4(dot(_e109.xyz, _e109.xyz)), vec4<bool>(true, false, false, false));
        let _e122 = select(_e116, vec4(inverseSqrt(abs(_e116.xxxx.x))), vec4<bool>(true, false, false, false));
        let _e125 = select(_e109, (_e109 * _e122.xxxx), vec4<bool>(true, true, true, false));
        let _e132 = r3_;
        let _e139 = select(select(_e122, saturate((_e125.wwww * _e122.xxxx)), vec4<bool>(false, true, false, false)), saturate(vec4(dot(_e132.xyz, _e125.xyz))), vec4<bool>(false, false, true, false));
        let _e143 = select(_e139, (_e139.zzzz * _e139.yyyy), vec4<bool>(false, false, true, false));
        let _e144 = r6_;
        let _e147 = r4_;
        let _e150 = r10_;
        let _e151 = select(_e150, (_e125 + _e147), vec4<bool>(true, true, true, false));
        let _e154 = dot(_e151.xyz, _e151.xyz);
        let _e161 = r11_;
        let _e162 = select(_e161, select((_e151 * vec4(inverseSqrt(_e154))), vec4<f32>(0f, 0f, 0f, 0f), (_e154 == 0f)), vec4<bool>(true, true, true, false));
        let _e169 = select(_e143, saturate(vec4(dot(_e132.xyz, _e162.xyz))), vec4<bool>(false, false, false, true));
        let _e172 = r5_;
        let _e175 = abs(_e169.wwww.x);
        let _e187 = select(_e169, vec4(min(select(select(pow(_e175, _e172.xxxx.x), 340282350000000000000000000000000000000f, ((_e175 == 0f) && (_e172.xxxx.x < 0f))), 1f, (_e172.xxxx.x == 0f)), 340282350000000000000000000000000000000f)), vec4<bool>(false, false, false, true));
        let _e191 = select(_e187, (_e187.wwww * _e187.yyyy), vec4<bool>(false, false, false, true));
        let _e192 = r7_;
        let _e195 = loop_step;
        r8_ = _e125;
        r9_ = _e191;
        r6_ = (_e144 + _e143.zzzz);
        r10_ = _e151;
        r11_ = _e162;
        r7_ = (_e192 + _e191.wwww);
        r14_ = select(_e104, vec4((_e104.x + f32(_e195))), vec4<bool>(true, false, false, false));
    }
    let _e202 = r6_;
    let _e205 = consts.c[2];
    let _e207 = select(_e202, (_e202 * _e205), vec4<bool>(true, true, true, false));
    let _e208 = r7_;
    let _e211 = consts.c[3];
    let _e214 = r2_;
    let _e218 = consts.c[4];
    let _e221 = r12_;
    let _e225 = r0_;
    let _e228 = r13_;
    let _e229 = select(_e228, (_e225 * select(_e207, (_e207 + select(_e221, (_e214.xxxx * _e218), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false))), vec4<bool>(true, true, true, false));
    return Output(select(select(_e229, ((select(_e208, (_e208 * _e211), vec4<bool>(true, true, true, false)) * _e214.yyyy) + _e229), vec4<bool>(true, true, true, false)), _e225.wwww, vec4<bool>(false, false, false, true)));
}
