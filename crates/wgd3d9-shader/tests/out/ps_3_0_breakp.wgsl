struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_3d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var rep_count: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();

    rep_count = clamp(vec4<i32>(32i, 0i, 0i, 0i).x, 0i, 255i);
    v0_ = in0_;
    v1_ = in1_;
    r0_ = select(in0_, vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx, vec4<bool>(false, false, false, true));
    r1_ = vec4<f32>(0f, 0.99f, 0.03125f, 1f).xxxx;
    loop {
        let _e24 = rep_count;
        if (_e24 <= 0i) {
            break;
        }
        rep_count = (_e24 - 1i);
        let _e28 = r0_;
        let _e31 = textureSampleLevel(t0_, s0_, _e28.xyz, _e28.w);
        let _e35 = select(_e31, (_e31 * _e31.wwww), vec4<bool>(true, true, true, false));
        let _e37 = r1_;
        let _e42 = r3_;
        let _e44 = select(_e42, (vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww + -(_e37.wwww)), vec4<bool>(true, false, false, false));
        let _e47 = ((_e35 * _e44.xxxx) + _e37);
        let _e48 = v1_;
        let _e50 = select(_e28, (_e28 + _e48), vec4<bool>(true, true, true, false));
        let _e57 = r4_;
        let _e58 = select(_e57, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e47.wwww > vec4<f32>(0f, 0.99f, 0.03125f, 1f).yyyy)), vec4<bool>(true, false, false, false));
        r2_ = _e35;
        r3_ = _e44;
        r1_ = _e47;
        r0_ = _e50;
        r4_ = _e58;
        if (_e58.xxxx.x != 0f) {
            break;
        }
        let _e69 = select(_e58, select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e50.zzzz >= vec4<f32>(0f, 0.99f, 0.03125f, 1f).wwww)), vec4<bool>(false, true, false, false));
        r4_ = _e69;
        if !((_e69.yyyy.x != 0f)) {
            break;
        }
    }
    let _e74 = r1_;
    return Output(_e74);
}
