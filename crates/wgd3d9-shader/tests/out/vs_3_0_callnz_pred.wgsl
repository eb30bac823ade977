struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
    @location(9) out2_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o2_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e22 = consts.c[0];
    let _e26 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e22)), vec4<bool>(true, false, false, false));
    o0_ = _e26;
    let _e29 = consts.c[1];
    let _e33 = select(_e26, vec4(dot(in0_, _e29)), vec4<bool>(false, true, false, false));
    o0_ = _e33;
    let _e36 = consts.c[2];
    let _e40 = select(_e33, vec4(dot(in0_, _e36)), vec4<bool>(false, false, true, false));
    o0_ = _e40;
    let _e43 = consts.c[3];
    o0_ = select(_e40, vec4(dot(in0_, _e43)), vec4<bool>(false, false, false, true));
    o1_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    o2_ = vec4<f32>(0f, 1f, 0f, 0f).yyyy;
    let _e52 = consts.c[5];
    let _e57 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in1_.xyz, _e52.xyz)), vec4<bool>(true, false, false, false));
    r0_ = _e57;
    let _e60 = consts.c[6];
    let _e65 = select(_e57, vec4(dot(in1_.xyz, _e60.xyz)), vec4<bool>(false, true, false, false));
    r0_ = _e65;
    let _e71 = select(vec4<f32>(0f, 0f, 0f, 0f), select(vec4<f32>(0f, 0f, 0f, 0f), vec4<f32>(1f, 1f, 1f, 1f), (_e65 > vec4<f32>(0f, 1f, 0f, 0f).xxxx)), vec4<bool>(true, true, false, false));
    r1_ = _e71;
    if (_e71.xxxx.x != 0f) {
        let _e76 = r0_;
        let _e80 = consts.c[7];
        o1_ = (_e76.xxxx * _e80);
    }
    let _e82 = r1_;
    if !((_e82.yyyy.x != 0f)) {
        let _e87 = r0_;
        let _e92 = consts.c[8];
        o2_ = (-(_e87.yyyy) * _e92);
    }
    let _e94 = o0_;
    let _e97 = consts.c[256];
    let _e100 = consts.c[257];
    let _e106 = select(_e94, ((_e94 * _e100) + (_e97 * _e94.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e106;
    let _e107 = o1_;
    let _e108 = o2_;
    return Output(_e106, _e107, _e108);
}
